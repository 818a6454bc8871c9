import {
  COMPOSED_STATE_ELEMENT_ID,
  findOwner,
  FRAGMENT_SLOT_HTML,
  INLINE_PUBLIC_CONFIG_ELEMENT_ID,
  INLINE_RUNTIME_CONFIG_ELEMENT_ID,
  type ComposedPageState,
  type FrameRenderer,
  type RuntimeConfig,
} from '@mailscout/contracts';
import { configForCookie } from '../canary/visitor-config';
import { chooseLanguage, type LanguageRequest } from './choose-language';
import type { CriticalStyles } from './critical-styles';
import type { FragmentSource } from './fragment-source';
import { composeHead, jsonScript, preloadScript, stylesheet, type ShellTemplate } from './page-html';
import type { PublicConfigSource } from './public-config-source';
import type { RemoteAssetsSource } from './remote-assets';

export interface ComposeDeps {
  template: ShellTemplate;
  frames: FrameRenderer;
  fragments: FragmentSource;
  assets: RemoteAssetsSource;
  readConfig: () => RuntimeConfig;
  /** The public configuration pages are rendered with (absent: pages are composed without it). */
  publicConfig?: PublicConfigSource;
  /** Inlines the page's critical CSS and moves its stylesheets out of the first paint's way (absent: linked in the head). */
  criticalStyles?: CriticalStyles;
}

export interface ComposedPage {
  status: number;
  language: 'en' | 'de';
  /** The owning remote whose prerendered fragment is in the page, if any. */
  prerendered?: { remote: string; release: string; stale: boolean; cached: boolean } | undefined;
  /** The document's head part first, then the body: sent as they are ready. */
  parts: () => AsyncGenerator<string>;
}

/**
 * docs/architecture.md#prerendered-pages: one page request at the edge. The runtime configuration names the owning remote;
 * its prerendered fragment for the path and language (when its release has one) goes into the
 * shell's frame, rendered here by the shell's own code; the head gets the language, the title,
 * the configuration inline and the preload hints for exactly what the page hydrates with (for a
 * prerendered page, only its styles: its code comes at the first interaction).
 */
export async function composePage(deps: ComposeDeps, request: LanguageRequest & { url: string }): Promise<ComposedPage> {
  // docs/deploy.md#canary: the visitor's releases (a canary or the live one), for the frame, fragment and inline config.
  const config = configForCookie(deps.readConfig(), request.cookieHeader);
  const { pathname, search } = new URL(request.url, 'http://edge.invalid');
  const { language } = chooseLanguage(request);
  const owner = findOwner(pathname, config.remotes);
  const data = await deps.publicConfig?.current();
  const [fragment, assets] = await Promise.all([
    owner ? deps.fragments.fragmentFor(owner, pathname, language, data, search) : undefined,
    owner ? deps.assets.of(owner) : undefined,
  ]);
  // Everything in the page is rendered with the same configuration or none: the browser hydrates
  // with what is inlined, and a part rendered without it (a release's build-time fragment) would
  // not match one rendered with it.
  const used = fragment ? fragment.publicConfig : data;
  const state: ComposedPageState = {
    language,
    ...(fragment ? { prerendered: fragment.remote } : {}),
    ...(fragment?.hydrateAtOnce ? { hydrateAtOnce: true as const } : {}),
  };
  // A part hydrated at once (docs/architecture.md#request-rendered-stages) or rendered in the browser needs its code now.
  const codeNow = !fragment || fragment.hydrateAtOnce === true;

  return {
    status: owner ? 200 : 404,
    language,
    prerendered: fragment ? { remote: fragment.remote, release: fragment.release, stale: fragment.stale, cached: fragment.cached === true } : undefined,
    async *parts() {
      const frame = await deps.frames.renderFrame({
        url: request.url,
        language,
        remotes: config.remotes,
        withFragment: Boolean(fragment),
        publicConfig: used?.config,
      });
      const head = composeHead(deps.template.beforeRoot, {
        language,
        title: fragment?.title ?? frame.title,
        early: [
          jsonScript(INLINE_RUNTIME_CONFIG_ELEMENT_ID, config),
          jsonScript(COMPOSED_STATE_ELEMENT_ID, state),
          ...(used ? [jsonScript(INLINE_PUBLIC_CONFIG_ELEMENT_ID, used.config)] : []),
          // A prerendered part is hydrated after the first interaction (shell/src/remotes/deferred-
          // hydration.ts): its scripts are not preloaded, so they do not compete with the page.
          ...(codeNow ? (assets?.scripts ?? []) : []).map(preloadScript),
        ],
        late: (assets?.styles ?? []).map(stylesheet),
      });
      const body = fragment ? frame.html.replace(FRAGMENT_SLOT_HTML, () => fragment.html) : frame.html;
      // The frame is rendered before the head can be sent, so the whole page is here at once:
      // docs/architecture.md#first-paint needs all of it to pick the critical styles.
      if (deps.criticalStyles) {
        // Keyed apart for a page with its remote's part and one with only the frame: a request-rendered
        // stage that once fell back to the frame must not leave its later pages without their styles.
        yield await deps.criticalStyles.apply(`${head}${body}${deps.template.afterRoot}`, fragment ? pathname : `${pathname} (frame)`);
        return;
      }
      yield head;
      yield body;
      yield deps.template.afterRoot;
    },
  };
}
