import { useEffect } from 'react';

/** sets the browser tab's title while the page shows */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
