/** Addresses outside the app. The documentation link shows only with the faq-link flag. */
export const externalLinks = {
  documentation: "https://docs.clubcost.app",
  youtubeEmbed: (videoId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`,
} as const;
