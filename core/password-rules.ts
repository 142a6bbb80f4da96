import { brands } from "./brands";

/**
 * Keyboard walks, French (azerty) and English (qwerty) layouts, rows in reading order: a password that
 * is a stretch of one of them, forwards or backwards, is typed without thinking and guessed as fast.
 */
const keyboardWalks = [
  "1234567890",
  "&é\"'(-è_çà)=",
  "qwertyuiopasdfghjklzxcvbnm",
  "azertyuiopqsdfghjklmwxcvbn",
  "1234567890qwertyuiop",
  "1234567890azertyuiop",
];

/** The letters of a text, without accents or case: "Coût du Ping" is "coutduping". */
const lettersOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/**
 * Names anyone tries first against this app: the product's and its brands' names, and the demo
 * password written in the README ("clubcost-demo"), with any digits or signs around them.
 */
const publicNames = new Set([
  ...Object.values(brands).map((brand) => lettersOf(brand.name)),
  "clubcostdemo",
  "democlubcost",
]);

/**
 * Whether a new password is one a stranger guesses first (issue 39.7): one character or a short unit
 * repeated ("aaaaaaaa", "abcabcabc"), a stretch of a keyboard row, or the product's name or demo
 * password. Shared by the server, which refuses it, and the forms, which say so before sending.
 */
export function isGuessablePassword(password: string): boolean {
  const typed = password.trim().toLowerCase();
  if (/^(.{1,3})\1+$/su.test(typed)) return true;
  const reversed = [...typed].reverse().join("");
  if (keyboardWalks.some((walk) => walk.includes(typed) || walk.includes(reversed))) return true;
  return publicNames.has(lettersOf(typed));
}
