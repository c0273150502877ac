import { lazy, Suspense, useState } from 'react';
import { tourFinished } from './tour-state';

const GuidedTour = lazy(() => import('./guided-tour'));

/** Home's guided tour, loaded only when it has not run yet (so Home stays light once it has). */
export function HomeTour() {
  const [open, setOpen] = useState(() => !tourFinished());
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour onClose={() => setOpen(false)} />
    </Suspense>
  );
}
