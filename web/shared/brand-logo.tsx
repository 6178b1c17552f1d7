import { index, site } from '../definitions.js';

/**
 * site.yaml's theme.logo with its alt text in the page's language, at the size the server read from the file (so
 * nothing moves when it loads); nothing when the theme has none or the server has not served it. Any layout shows it.
 */
export function BrandLogo({ className }: { className?: string }) {
  const logo = site.theme.logo;
  const served = index.brand?.logo;
  if (!logo || !served) return null;
  return <img src={served.src} alt={logo.alt} width={served.width} height={served.height} className={className} />;
}
