import { useQuery } from "@tanstack/react-query";
import type { ContactInput } from "../../../../core/schemas/support";
import { api } from "../../lib/api";
import type { UiLanguage } from "../../lib/i18n";

export interface TutorialVideo {
  title: string;
  videoId: string;
  description: string;
}

export function useTutorialVideos(language: UiLanguage) {
  return useQuery({
    queryKey: ["support", "videos", language],
    queryFn: async () => (await api.get<{ videos: TutorialVideo[] }>("/support/videos", { query: { locale: language } })).videos,
    staleTime: 60 * 60_000,
  });
}

export function sendContactMessage(input: ContactInput): Promise<null> {
  return api.post("/support/contact", { input });
}
