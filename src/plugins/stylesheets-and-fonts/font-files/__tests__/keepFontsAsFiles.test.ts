import {describe, expect, it} from 'vitest';
import {keepFontsAsFiles, type Rule} from '../keepFontsAsFiles';

const urlLoader = () => ({loader: '/node_modules/url-loader/dist/cjs.js', options: {limit: 10000, name: 'x'}});

describe('keepFontsAsFiles', () => {
  it('turns off inlining for font rules only, nested ones included', () => {
    const fonts = {test: /\.(?:woff2?|eot|ttf|otf)$/i, use: [urlLoader()]};
    const images = {test: /\.(?:png|jpe?g)$/i, use: [urlLoader()]};
    const nested = {oneOf: [{test: /\.woff2$/, use: [urlLoader()]}]};
    const rules: Rule[] = [fonts, images, nested];
    expect(keepFontsAsFiles(rules)).toBe(2);
    expect(fonts.use[0]?.options.limit).toBe(false);
    expect(images.use[0]?.options.limit).toBe(10000);
  });

  it('leaves rules without url-loader untouched', () => {
    const rules: Rule[] = [{test: /\.woff2$/, use: ['file-loader']}, {test: 'not a regexp'}];
    expect(keepFontsAsFiles(rules)).toBe(0);
  });
});
