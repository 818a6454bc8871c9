import { z } from 'zod';
import type { PublicConfig } from './public-config';
import type { RemoteDeclaration } from './runtime-config';

export * from './page-constants';


export const PrerenderedPage = z.object({
  path: z.string().startsWith('/'),
  language: z.enum(['en', 'de']),
  /** The fragment's file, relative to the manifest. */
  file: z.string().min(1),
  /** The document title this page sets once hydrated. */
  title: z.string(),
});

export const PrerenderManifest = z.object({
  remote: z.string(),
  /** The release: changes with every build (version plus a hash of the fragments). */
  release: z.string().min(1),
  pages: z.array(PrerenderedPage),
  /**
   * The remote's prerender entry bundled for Node (relative to the manifest), with which the edge
   * renders these pages again with the runtime data they show (the public configuration's prices,
   * dates and figures); without it, or when that data is not to be had, the files above are used.
   */
  renderer: z.string().min(1).optional(),
  /**
   * docs/architecture.md#request-rendered-stages: paths the renderer renders on each request with
   * the page's query (what the visitor searched), never at build time and never kept; the page's
   * code is fetched and hydrates at once, as the stage goes on by itself.
   */
  requestPages: z.array(z.string().startsWith('/')).optional(),
});

export type PrerenderedPage = z.infer<typeof PrerenderedPage>;
export type PrerenderManifest = z.infer<typeof PrerenderManifest>;

/**
 * What the edge tells the browser about the page it composed (a JSON script `#ms-ssr`): the
 * browser hydrates in the language the server chose and with the remote it prerendered.
 */
export const ComposedPageState = z.object({
  language: z.enum(['en', 'de']),
  /** The remote whose fragment is in the page, when there is one. */
  prerendered: z.string().optional(),
  /** The fragment hydrates at once, not at the first interaction (docs/architecture.md#request-rendered-stages). */
  hydrateAtOnce: z.literal(true).optional(),
});
export type ComposedPageState = z.infer<typeof ComposedPageState>;






/** What the edge asks the shell's frame renderer for (the module at {@link FRAME_RENDERER_FILE}). */
export interface FrameRequest {
  /** Path and query of the page. */
  url: string;
  language: 'en' | 'de';
  remotes: readonly RemoteDeclaration[];
  /** The owning remote's prerendered fragment goes in the page (else it renders in the browser). */
  withFragment: boolean;
  /** The public configuration the page is rendered with (and inlined for the browser), if any. */
  publicConfig?: PublicConfig | undefined;
}

/** A page a remote rendered (at build time, or at the edge with runtime data). */
export interface RenderedPage {
  path: string;
  language: 'en' | 'de';
  title: string;
  html: string;
}

export interface PageRenderRequest {
  path: string;
  /** The query (`?email=…`) of a page rendered per request; ignored for the others. */
  search?: string;
  language: 'en' | 'de';
  /** The public configuration the page shows (prices, dates, company details) as the edge has it now. */
  publicConfig: PublicConfig;
}

/** The default export of a release's prerender bundle (the manifest's `renderer`), as the edge uses it. */
export interface PageRenderer {
  renderPage(request: PageRenderRequest): Promise<RenderedPage | undefined>;
}


export interface RenderedFrame {
  /** The content of `#root`: the frame, with {@link FRAGMENT_SLOT_HTML} where the fragment goes. */
  html: string;
  /** The shell's title for the route (a prerendered page brings its own). */
  title: string;
  /** No remote owns the path: the page is the not-found page. */
  notFound: boolean;
}

export interface FrameRenderer {
  renderFrame(request: FrameRequest): Promise<RenderedFrame>;
}
