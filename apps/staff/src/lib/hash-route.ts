import { useEffect, useState } from 'react';

const readHash = () => window.location.hash.replace(/^#/, '') || '/';

/**
 * The console's page is the URL's hash (`/staff/#/packing`): the server serves one index.html for every page. A page
 * may carry a query after its path (`#/customers?id=12`), so a link to one record survives a reload.
 */
export function useHashPath(): [string, (path: string) => void] {
  const [path, setPath] = useState(readHash);
  useEffect(() => {
    const changed = () => setPath(readHash());
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return [
    path,
    (next) => {
      window.location.hash = next;
    },
  ];
}

/** The page part of a hash path (`/customers` of `/customers?id=12`). */
export function pageOf(path: string): string {
  return path.split('?')[0] || '/';
}

/** The query of the current hash path. */
export function useHashQuery(): URLSearchParams {
  const [path] = useHashPath();
  const at = path.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : path.slice(at + 1));
}
