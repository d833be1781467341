import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {TAGS, TAG_LIST, type TagType} from '@site/src/data/showcase';
import {useLocaleFormat} from '@site/src/utils/useLocaleFormat';
import {hasFilters, toggleTag, type Operator, type ShowcaseFilters as Filters} from '../_utils';
import styles from './styles.module.css';

type Props = {
  filters: Filters;
  shownCount: number;
  onChange: (filters: Filters, options?: {replace?: boolean}) => void;
};

function TagToggle({tag, selected, onToggle}: {tag: TagType; selected: boolean; onToggle: () => void}): ReactNode {
  const tooltipId = useId();
  return (
    <li className={styles.tagToggle}>
      <button
        type="button"
        aria-pressed={selected}
        aria-describedby={tooltipId}
        className={clsx(
          'button button--sm',
          styles.smallButton,
          selected ? 'button--primary' : 'button--outline button--secondary',
        )}
        onClick={onToggle}>
        {TAGS[tag].label}
      </button>
      <span role="tooltip" id={tooltipId} className={styles.tooltip}>
        {TAGS[tag].description}
      </span>
    </li>
  );
}

export default function ShowcaseFilters({filters, shownCount, onChange}: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  const {formatNumber} = useLocaleFormat();
  const operatorName = useId();
  const setOperator = (operator: Operator) => onChange({...filters, operator});
  return (
    <section className={clsx('container', styles.filters)} aria-labelledby="showcase-filters">
      <div className={styles.filtersHeader}>
        <Heading as="h2" id="showcase-filters" className={styles.filtersTitle}>
          <Translate id="showcase.filters.title" description="Title of the showcase filters">
            Filters
          </Translate>
        </Heading>
        <span className={styles.count} aria-live="polite">
          {selectMessage(
            shownCount,
            translate(
              {id: 'showcase.filters.count', message: '1 site|{count} sites', description: 'Number of sites shown'},
              {count: formatNumber(shownCount)},
            ),
          )}
        </span>
        <fieldset className={styles.operator}>
          <legend className={styles.operatorLegend}>
            <Translate id="showcase.filters.operator" description="Legend of the AND/OR choice">
              Combine tags with
            </Translate>
          </legend>
          {(['OR', 'AND'] as const).map((operator) => (
            <label key={operator} className={styles.operatorOption}>
              <input
                type="radio"
                name={operatorName}
                value={operator}
                checked={filters.operator === operator}
                onChange={() => setOperator(operator)}
              />
              {operator === 'OR' ? (
                <Translate id="showcase.filters.operator.or" description="OR operator: a site needs any selected tag">
                  any tag (OR)
                </Translate>
              ) : (
                <Translate
                  id="showcase.filters.operator.and"
                  description="AND operator: a site needs every selected tag">
                  all tags (AND)
                </Translate>
              )}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className={clsx('button button--sm button--link', styles.smallButton, styles.clearAll)}
          disabled={!hasFilters(filters) && filters.operator === 'OR'}
          onClick={() => onChange({tags: [], operator: 'OR', name: ''})}>
          <Translate id="showcase.filters.clear" description="Button clearing every showcase filter">
            Clear all
          </Translate>
        </button>
      </div>
      <ul
        className={styles.tagToggles}
        aria-label={translate({
          id: 'showcase.filters.tags',
          message: 'Tags',
          description: 'Label of the tag filter list',
        })}>
        {TAG_LIST.map((tag) => (
          <TagToggle
            key={tag}
            tag={tag}
            selected={filters.tags.includes(tag)}
            onToggle={() => onChange({...filters, tags: toggleTag(filters.tags, tag)})}
          />
        ))}
      </ul>
      <input
        type="search"
        className={styles.search}
        value={filters.name}
        placeholder={translate({
          id: 'showcase.filters.search.placeholder',
          message: 'Search for a site name…',
          description: 'Placeholder of the showcase name search',
        })}
        aria-label={translate({
          id: 'showcase.filters.search.label',
          message: 'Search sites by name',
          description: 'Accessible name of the showcase name search',
        })}
        onChange={(event) => onChange({...filters, name: event.target.value}, {replace: true})}
      />
    </section>
  );
}
