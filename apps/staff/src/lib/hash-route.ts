import { useEffect, useState } from 'react';

const readHash = () => window.location.hash.replace(/^#/, '') || '/';

/** The console's page is the URL's hash (`/staff/#/packing`): the server serves one index.html for every page. */
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
