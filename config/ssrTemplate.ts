/**
 * The HTML page Docusaurus renders each route into: its stock template, except for how the
 * bundles load. Stock pages load them with `<script defer>`, which runs them before the
 * browser's first paint whenever they arrive while the HTML is still being parsed (a fast
 * network, a slow phone): the reader waits for the whole bundle to be evaluated before
 * seeing text the server already rendered. Here the bundle URLs travel as data and a small
 * script adds them after the first frame is painted (at once in a background tab, which
 * paints nothing). They run in order, as `defer` scripts would; the loader is the same on
 * every page, so the Content-Security-Policy needs a single hash for it.
 *
 * Docusaurus's base-URL banner script (home pages) checks at DOMContentLoaded whether the
 * bundle has run, which it now never has: it always adds its banner, hidden by the CSS. The
 * loader removes it once the bundle has loaded, so it stays only when the bundle cannot load,
 * which is what it is there to report.
 */
const loadBundlesAfterFirstPaint = `(function () {
  var urls = JSON.parse(document.getElementById('__docusaurus-bundles').textContent);
  function removeBaseUrlBanner() {
    var banner = document.getElementById('__docusaurus-base-url-issue-banner-container');
    if (banner) banner.remove();
  }
  function load() {
    urls.forEach(function (url, index) {
      var script = document.createElement('script');
      script.src = url;
      script.async = false;
      if (index === urls.length - 1) script.onload = removeBaseUrlBanner;
      document.body.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})();`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="__docusaurus-bundles"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <script>${loadBundlesAfterFirstPaint}</script>
  </body>
</html>
`;
