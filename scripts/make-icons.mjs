// Renders the PWA icons and favicon from the SVG logo, and the social card from its SVG.
// Run after changing static/img/logo.svg or static/img/social-card.svg.
import sharp from 'sharp';

const sizes = [72, 96, 128, 144, 152, 192, 384, 512];
const logo = new URL('../static/img/logo.svg', import.meta.url);

await Promise.all([
  ...sizes.map((size) =>
    sharp(logo.pathname, {density: 600})
      .resize(size, size)
      .png()
      .toFile(new URL(`../static/img/icons/icon-${size}x${size}.png`, import.meta.url).pathname),
  ),
  sharp(logo.pathname, {density: 300})
    .resize(32, 32)
    .png()
    .toFile(new URL('../static/img/favicon.png', import.meta.url).pathname),
  sharp(new URL('../static/img/social-card.svg', import.meta.url).pathname)
    .png()
    .toFile(new URL('../static/img/social-card.png', import.meta.url).pathname),
]);
console.log(`wrote ${sizes.length} icons, the favicon and the social card`);
