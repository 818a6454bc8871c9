import { useLocation } from 'react-router-dom';

/**
 * Shows where the router is (path, query and hash), so a test can read where a page sent the
 * user; with `state`, also the navigation state as JSON.
 */
export function LocationProbe({ state = false }: { state?: boolean }) {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>
      {state && <p data-testid="location-state">{JSON.stringify(location.state ?? null)}</p>}
    </>
  );
}

/** The probe's text: the path (with query and hash) the router is at. */
export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent;

/** The probe's navigation state (rendered with `state`). */
export const currentLocationState = () => JSON.parse(document.querySelector('[data-testid="location-state"]')?.textContent ?? 'null') as unknown;
