'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useDebouncedValue } from '@mantine/hooks';
import { useRouter } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/catalogue-icons';
import { localized } from '@/lib/localized';
import { useReportSuggestions } from '../api/search-reports';
import classes from './report-filters.module.css';

/**
 * The keyword field with suggestions as the visitor types (with or without diacritics). A suggestion
 * opens its report; Enter without one searches the list.
 */
export function ReportSearchBox({ defaultValue }: { defaultValue?: string }) {
  const t = useTranslations('reportFilters');
  const locale = useLocale();
  const router = useRouter();
  const listId = useId();
  const [value, setValue] = useState(defaultValue ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [keyword] = useDebouncedValue(value.trim(), 250);
  const suggestions = useReportSuggestions(keyword);
  const items = open && keyword.length >= 2 ? (suggestions.data?.items ?? []) : [];
  const expanded = open && keyword.length >= 2 && (items.length > 0 || suggestions.isSuccess);

  const openReport = (permalink: string) => {
    setOpen(false);
    router.push(paths.report(permalink));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && items[active]) {
      event.preventDefault();
      openReport(items[active].permalink);
    }
  };

  return (
    <div className={classes.search}>
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <SearchIcon size={18} className={classes.searchIcon} />
      <input
        id={`${listId}-input`}
        name="keyword"
        type="search"
        className={classes.searchInput}
        placeholder={t('searchPlaceholder')}
        value={value}
        maxLength={100}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('suggestions')} className={classes.suggestions} hidden={!expanded}>
        {items.map((report, index) => (
          <li
            key={report.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={classes.suggestion}
            // Chosen on mouse down, before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              openReport(report.permalink);
            }}
          >
            <span className={classes.suggestionTitle}>{localized(locale, report.title, report.title_en)}</span>
            {report.province && (
              <span className={classes.suggestionPlace}>{localized(locale, report.province.name, report.province.name_en)}</span>
            )}
          </li>
        ))}
        {items.length === 0 && suggestions.isSuccess && (
          <li role="option" aria-selected={false} aria-disabled="true" className={classes.noSuggestion}>
            {t('noSuggestion')}
          </li>
        )}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {expanded ? t('suggestionCount', { count: items.length }) : ''}
      </span>
    </div>
  );
}
