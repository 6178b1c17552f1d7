import { Group } from '@mantine/core';
import { site } from '../definitions.js';
import { FeatureCards } from '../layout/feature-cards.js';
import { LinkButton } from '../layout/link-button.js';
import { PageIntro } from '../layout/page/page-intro.js';
import { Page } from '../layout/page/page.js';

/** `/`: the hero, the feature cards and the start button of site.yaml */
export function HomePage() {
  const { home } = site;
  return (
    <Page title={home.documentTitle ?? site.title} heading={home.heading}>
      <PageIntro text={home.intro} mb="lg" />
      {/* the start button before the cards, so a phone shows it without scrolling */}
      <Group mb="xl">
        <LinkButton link={home.button} size="lg" />
      </Group>
      <FeatureCards features={home.features} />
    </Page>
  );
}
