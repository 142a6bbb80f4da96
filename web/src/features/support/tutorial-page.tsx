import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { AppDialog } from "../../components/dialog";
import { EmptyState } from "../../components/empty-state";
import { Icon } from "../../components/icons";
import { PageHeader } from "../../components/page-header";
import { LoadingBlock } from "../../components/spinner";
import { externalLinks } from "../../lib/external-links";
import { useUiLanguage } from "../../lib/i18n";
import { useErrorText } from "../../lib/use-error-text";
import { type TutorialVideo, useTutorialVideos } from "./support-api";

/** Tutorial videos; each plays in a dialog through youtube-nocookie, loaded only when asked. */
export function TutorialPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = useUiLanguage();
  const videos = useTutorialVideos(language);
  const [playing, setPlaying] = useState<TutorialVideo | null>(null);

  return (
    <div>
      <PageHeader title={t("tutorial.title")} description={t("tutorial.intro")} />
      {videos.isPending ? <LoadingBlock label={t("common.loading")} /> : null}
      {videos.isError ? (
        <Alert tone="error">
          {errorText(videos.error)}{" "}
          <button type="button" className="underline underline-offset-4" onClick={() => void videos.refetch()}>
            {t("common.retry")}
          </button>
        </Alert>
      ) : null}
      {videos.data?.length === 0 ? <EmptyState icon="video" title={t("tutorial.empty")} /> : null}
      {videos.data?.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {videos.data.map((video) => (
            <li key={video.videoId} className="surface flex flex-col overflow-hidden">
              <div className="flex aspect-video items-center justify-center bg-brand-tint text-link">
                <Icon name="video" className="size-10" />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="font-semibold">{video.title}</h2>
                <p className="muted flex-1 text-sm">{video.description}</p>
                <Button className="mt-2 self-start" onClick={() => setPlaying(video)} aria-label={t("tutorial.play", { title: video.title })}>
                  <Icon name="play" className="size-4" />
                  {t("tutorial.playShort")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <AppDialog open={!!playing} onOpenChange={(open) => (!open ? setPlaying(null) : undefined)} title={playing?.title ?? ""} size="lg">
        {playing ? (
          <iframe
            className="aspect-video w-full rounded-lg bg-black"
            src={externalLinks.youtubeEmbed(playing.videoId)}
            title={playing.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
      </AppDialog>
    </div>
  );
}
