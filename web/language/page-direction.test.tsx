// @vitest-environment jsdom
import { useDirection } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLanguage } from '../../engine/display/format.js';
import { PageDirection } from './page-direction.js';
import { pageDirection } from './page-language.js';

function Probe() {
  return <p>{useDirection().dir}</p>;
}

afterEach(() => {
  cleanup();
  setFormatLanguage('en');
  document.documentElement.removeAttribute('dir');
});

describe("the page's direction", () => {
  it("is its language's: site.yaml's languages are written left to right, Arabic or Hebrew right to left by their code", () => {
    expect(['en', 'es', 'ar', 'he'].map((code) => pageDirection(code))).toEqual(['ltr', 'ltr', 'rtl', 'rtl']);
  });

  it('lays out the components and marks <html dir> in the language the page is in', () => {
    setFormatLanguage('ar');
    render(
      <PageDirection>
        <Probe />
      </PageDirection>,
    );
    expect(screen.getByText('rtl')).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('sets <html dir> back to ltr for a left-to-right language, whatever the document said', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    setFormatLanguage('es');
    render(
      <PageDirection>
        <Probe />
      </PageDirection>,
    );
    expect(screen.getByText('ltr')).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });
});
