import { useEffect } from "react";
import { activeBrand } from "../lib/brand";

/** Names the browser tab after the page ("Contact · Coût du Ping"); renders nothing. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · ${activeBrand().name}`;
  }, [title]);
  return null;
}
