import {useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
// The grammar of the generated stylesheet's code block (src/plugins/code-highlighting).
import '@generated/docusaurus-site-prism-on-demand/grammars/css';
import Translate, {translate} from '@docusaurus/Translate';
import {computeShades, isHexColor, shadesToCss} from '@site/src/utils/colorShades';
import {DEFAULT_PRIMARY_COLORS, applyOverrides, readOverrides, writeOverride, type ColorOverrides} from './overrides';
import {sessionSlot} from './sessionSlot';
import styles from './styles.module.css';

function normalizeHex(value: string): string {
  const trimmed = value.trim().toLowerCase();
  return trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
}

function formatAdjustment(adjustment: number): string {
  return `${adjustment > 0 ? '+' : ''}${Math.round(adjustment * 100)}%`;
}

/**
 * Pick a primary colour and see Infima's seven shades, the CSS to paste into
 * custom.css, and the whole site recoloured live. Each colour mode has its own override.
 */
export default function ColorGenerator(): ReactNode {
  const {colorMode, setColorMode} = useColorMode();
  const isBrowser = useIsBrowser();
  // Until the reader picks a colour, the overrides are whatever this visit stored; the
  // server and the hydration render both use the defaults.
  const [pickedOverrides, setPickedOverrides] = useState<ColorOverrides | null>(null);
  const overrides = pickedOverrides ?? (isBrowser ? readOverrides(sessionSlot) : {});
  const storedColor = overrides[colorMode] ?? DEFAULT_PRIMARY_COLORS[colorMode];
  // Text the reader is typing that is not a valid colour yet; null shows the stored colour.
  const [invalidDraft, setInvalidDraft] = useState<string | null>(null);
  const inputId = useId();

  const updateColor = (color: string | null) => {
    writeOverride(sessionSlot, colorMode, color);
    const next = {...overrides, [colorMode]: color ?? undefined};
    setPickedOverrides(next);
    setInvalidDraft(null);
    applyOverrides(next);
  };

  const onInput = (value: string) => {
    if (isHexColor(value)) {
      updateColor(normalizeHex(value));
    } else {
      setInvalidDraft(value);
    }
  };

  const shades = computeShades(storedColor);
  const selector = colorMode === 'dark' ? "[data-theme='dark']" : ':root';

  return (
    <div className={styles.generator}>
      <div className={styles.controls}>
        <label htmlFor={inputId} className={styles.label}>
          <Translate id="colorGenerator.primaryColor" description="Label of the primary colour input">
            Primary color
          </Translate>
        </label>
        <input
          type="color"
          className={styles.picker}
          value={storedColor}
          aria-label={translate({
            id: 'colorGenerator.picker',
            message: 'Primary color picker',
            description: 'Accessible name of the colour picker input',
          })}
          onChange={(event) => onInput(event.target.value)}
        />
        <input
          id={inputId}
          className={styles.hexInput}
          value={invalidDraft ?? storedColor}
          spellCheck={false}
          aria-invalid={invalidDraft !== null}
          onChange={(event) => onInput(event.target.value)}
        />
        <button type="button" className="button button--sm button--secondary" onClick={() => updateColor(null)}>
          <Translate id="colorGenerator.reset" description="Button restoring the default palette">
            Reset
          </Translate>
        </button>
        <button
          type="button"
          className="button button--sm button--outline button--primary"
          onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>
          {colorMode === 'dark' ? (
            <Translate id="colorGenerator.editLight" description="Button switching to light mode to edit its palette">
              Edit light mode
            </Translate>
          ) : (
            <Translate id="colorGenerator.editDark" description="Button switching to dark mode to edit its palette">
              Edit dark mode
            </Translate>
          )}
        </button>
      </div>
      {invalidDraft !== null && (
        <p role="alert" className={styles.error}>
          <Translate
            id="colorGenerator.invalid"
            description="Message shown when the typed colour is not a hex colour"
            values={{example: <code>{DEFAULT_PRIMARY_COLORS.light}</code>}}>
            {'Type a hex colour such as {example}; the palette keeps the last valid one.'}
          </Translate>
        </p>
      )}
      <table className={styles.table}>
        <thead>
          <tr>
            <th>
              <Translate id="colorGenerator.table.variable" description="Column of CSS variable names">
                CSS variable
              </Translate>
            </th>
            <th>
              <Translate id="colorGenerator.table.adjustment" description="Column of lightness adjustments">
                Adjustment
              </Translate>
            </th>
            <th>
              <Translate id="colorGenerator.table.codeOrder" description="Column of positions in the generated CSS">
                Code order
              </Translate>
            </th>
            <th>
              <Translate id="colorGenerator.table.value" description="Column of computed colours">
                Value
              </Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {[...shades]
            .sort((left, right) => left.displayOrder - right.displayOrder)
            .map((shade) => (
              <tr key={shade.variableName}>
                <td>
                  <code>{shade.variableName}</code>
                </td>
                <td>{formatAdjustment(shade.adjustment)}</td>
                <td>{shade.codeOrder + 1}</td>
                <td>
                  <span className={styles.swatch} style={{backgroundColor: shade.value}} aria-hidden="true" />
                  <code>{shade.value}</code>
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      <CodeBlock language="css" title="src/css/custom.css">
        {shadesToCss(storedColor, selector)}
      </CodeBlock>
    </div>
  );
}
