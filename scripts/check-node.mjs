// The tools need Node >= 22.22; `npm run` puts the project's own Node (devDependency "node") first on PATH.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `ClubCost needs Node >= 22.22 (this is ${process.versions.node}). Run it through npm (npm start, npm test) after npm install.`,
  );
  process.exit(1);
}
