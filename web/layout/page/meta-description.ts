import { index } from '../../definitions.js';

/** puts the page's meta description in the head after a navigation (the server wrote the first page's) */
export function showDescription(pathname: string): void {
  const description = index.descriptions[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) return meta?.remove();
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}
