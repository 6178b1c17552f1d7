import { Button, Container, Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Answers } from '../../engine/answers/answers.js';
import { displayModel } from '../../engine/display/display.js';
import type { Department } from '../../engine/schema/index.js';
import { index, site } from '../definitions.js';
import { defaultLanguage, pageLanguage } from '../language/page-language.js';
import { ResultsPage } from '../results/results-page.js';
import { shareUrl } from '../results/share/share-link.js';
import { answersKey } from '../state/answers-key.js';
import { clearDraft } from '../state/draft-key.js';
import { sessionStore } from '../state/session-store.js';
import { isStoredResult } from '../state/stored-result.js';
import { useHydrated } from '../state/use-hydrated.js';
import { embeddedDepartment } from './embed-department.js';
import { announceReady, postToHost } from './frame-host.js';
import classes from './embed.module.css';

/** the band the results' first score block shows: its short name, else its words */
function bandName(department: Department, result: Record<string, unknown>): string | undefined {
  const display = displayModel(department);
  const score = department.results.blocks.find((b) => b.kind === 'score');
  const band = display.band(score?.band, display.scope(result));
  return band?.name ?? band?.text;
}

/**
 * The site's results page in the embed, with the embed's own ways on: the full results and the quote generator on
 * this site in a new tab (by the share link, so nothing rests on storage the frame shares with no one), and a new
 * start in the frame. The host hears the score, its maximum and its band, once per result.
 */
export function EmbedResults({ department }: { department: Department }) {
  const embedded = embeddedDepartment(department);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const stored = sessionStore(department.session.results)((s) => s.value);
  const answers = sessionStore(answersKey(department))((s) => s.value) as Answers | null;
  const result = hydrated && isStoredResult(stored, department) ? stored : undefined;
  const score = result?.[department.scoring.field] as number | undefined;
  const band = result && bandName(department, result);
  useEffect(() => announceReady(department.id), [department.id]);
  useEffect(() => {
    if (score !== undefined && band) postToHost({ type: 'completed', department: department.id, score, max: department.scoring.max, band });
  }, [department.id, department.scoring.max, score, band]);

  const hash = result?.definitionHash;
  const language = pageLanguage();
  const lang = language === defaultLanguage ? '' : `?lang=${encodeURIComponent(language)}`;
  const full =
    answers && typeof hash === 'string'
      ? shareUrl(location.origin, department.routes.results, { answers, hash }, language === defaultLanguage ? undefined : language)
      : undefined;
  const retake = async () => {
    await navigate({ to: embedded.routes.wizard });
    sessionStore(department.session.results).getState().clear();
    sessionStore(answersKey(department)).getState().clear();
    clearDraft(department);
  };
  const newTab = <span className={classes.hidden}> {site.embed.newTab}</span>;
  return (
    <>
      <ResultsPage department={embedded} />
      {result && (
        <Container component="section" size="lg" pb="md" aria-label={site.embed.fullResults}>
          <Group gap="sm">
            {full && (
              <Button component="a" href={full} target="_blank" rel="noopener">
                {site.embed.fullResults}
                {newTab}
              </Button>
            )}
            <Button component="a" href={`${index.quotes.route}${lang}`} target="_blank" rel="noopener" variant="outline">
              {site.embed.quote}
              {newTab}
            </Button>
            <Button type="button" variant="subtle" onClick={() => void retake()}>
              {site.embed.retake}
            </Button>
          </Group>
        </Container>
      )}
    </>
  );
}
