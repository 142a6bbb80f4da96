import { activeBrand } from "../lib/brand";

/** The brand's logo and name; the logo is decorative because the name is written beside it. */
export function BrandMark({ size = "md" }: { size?: "md" | "lg" }) {
  const brand = activeBrand();
  const large = size === "lg";
  return (
    <span className="inline-flex items-center gap-2.5">
      <img
        src={brand.logo}
        alt=""
        className={large ? "size-16" : "size-8"}
        width={large ? 64 : 32}
        height={large ? 64 : 32}
      />
      <span
        className={large ? "text-3xl font-bold tracking-tight" : "text-base font-semibold tracking-tight"}
      >
        {brand.name}
      </span>
    </span>
  );
}
