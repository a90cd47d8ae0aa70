import type { Plugin } from 'vite';

/**
 * For a page whose entry imports the site's code dynamically (after its first paint): puts the
 * stylesheets of that code into index.html as render-blocking links, so the first screen and the
 * site's first render are styled as if the code were the entry (Vite's loader skips a stylesheet a
 * link already has, so nothing is fetched twice), and `modulepreload`s of the code marked
 * `data-startup-code`. `startupModule` is the dynamically imported module.
 */
export function startupStylesheets(startupModule: string): Plugin {
  return {
    name: 'fortuna:startup-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const startup = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(startupModule)));
        if (!startup) throw new Error(`no chunk holds ${startupModule}`);
        const stylesheets = new Set<string>();
        const startupCode = new Set<string>();
        const visit = (fileName: string, seen: Set<string>) => {
          const chunk = byName.get(fileName);
          if (!chunk || seen.has(fileName)) return;
          seen.add(fileName);
          startupCode.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(css);
          for (const imported of chunk.imports) visit(imported, seen);
        };
        visit(startup.fileName, new Set());
        const styleTags = [...stylesheets]
          .filter((href) => !html.includes(`/${href}"`))
          .map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          }));
        // The code itself is preloaded at once, marked so a server may leave it out of a page that
        // paints its first screen before starting the code.
        const preloadTags = [...startupCode]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}`, 'data-startup-code': true },
            injectTo: 'head' as const,
          }));
        return [...styleTags, ...preloadTags];
      },
    },
  };
}
