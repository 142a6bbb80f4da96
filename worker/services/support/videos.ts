/**
 * Tutorial videos (GET support/videos): none until real ones are recorded from the app. The public
 * sample videos that stood in for them are gone (issue 31.4, decision 164); the tutorial page shows a
 * written step-by-step guide with screenshots instead. The call stays, answering an empty list, so a
 * client that still asks gets an honest answer.
 */
export interface TutorialVideo {
  title: string;
  videoId: string;
  description: string;
}

/** The videos in the reader's language (fr or en); none yet. */
export function listVideos(locale: string): TutorialVideo[] {
  void locale;
  return [];
}
