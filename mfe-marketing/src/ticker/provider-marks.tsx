import type { ReactElement } from 'react';
import type { LookupProvider } from './recent-lookups-schema';

/**
 * Small monochrome marks drawn in `currentColor` on a 24-unit grid: recognisable hints of each
 * provider (Gmail's M envelope, Yahoo's Y!, iCloud's cloud …), not copies of their logos, and
 * no image request. The accessible name comes from the wrapper, never from the drawing.
 */
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const PROVIDER_MARKS: Record<LookupProvider, ReactElement> = {
  gmail: (
    <g {...stroke}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 7 9-7" />
    </g>
  ),
  outlook: (
    <g {...stroke}>
      <path d="M13 7h7a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-7" />
      <rect x="3" y="5" width="11" height="14" rx="2" />
      <ellipse cx="8.5" cy="12" rx="2.5" ry="3.2" />
    </g>
  ),
  yahoo: (
    <g {...stroke}>
      <path d="M3 5l5 7v7M13 5l-5 7M19 5v9" />
      <circle cx="19" cy="18.5" r="0.6" fill="currentColor" />
    </g>
  ),
  icloud: (
    <g {...stroke}>
      <path d="M17.5 19H8a6 6 0 1 1 5.7-7.9h1.3 2.5a4 4 0 1 1 0 7.9Z" />
    </g>
  ),
  proton: (
    <g {...stroke}>
      <path d="M7 20V4h6a5 5 0 0 1 0 10H7" />
    </g>
  ),
  gmx: (
    <text x="12" y="15.5" textAnchor="middle" fontSize="9" fontWeight="800" fill="currentColor" fontFamily="Arial, sans-serif">
      GMX
    </text>
  ),
  webde: (
    <g {...stroke}>
      <path d="M3 6l4 12 5-9 5 9 4-12" />
    </g>
  ),
  tonline: (
    <g {...stroke}>
      <path d="M5 5h14M12 5v14" />
      <rect x="4" y="11" width="2" height="2" fill="currentColor" strokeWidth="1" />
      <rect x="18" y="11" width="2" height="2" fill="currentColor" strokeWidth="1" />
    </g>
  ),
  other: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="4" />
      <path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8" />
    </g>
  ),
};
