import type { SocialPricing } from "#core/schemas/calculator";

/** One row of the poster: a category and its membership price (never below 0; no margin colour: the poster is public). */
export interface PosterCategory {
  name: string;
  /** Group name, shown only when the club has several groups. */
  group: string;
  price: number;
}

export interface PosterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  club: { id: string; name: string; logo?: string | null };
  categories: PosterCategory[];
  currency: string;
  /** The document's social pricing: the dialog offers to show its tiers and aids (treasurer.md section 3). */
  socialPricing?: SocialPricing;
}

/** product.md section 9. */
export const POSTER = {
  width: 900,
  qrSize: 150,
  rowHeight: 60,
  messageMax: 200,
  fileName: "poster_tarifs.png",
} as const;

/** The poster as the Resell tab receives it from the calculator: its lazy dialog, and a warm-up of its code and logo. */
export interface PosterSlot {
  Dialog: (props: PosterDialogProps) => React.JSX.Element;
  preload: (logo: string | null | undefined, clubId: string) => void;
}
