'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { compareVietnamese } from '@app/contracts/search';
import { useSearchParams } from 'next/navigation';
import { useRouter } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { localeHref } from '@/lib/page-metadata';
import { localized } from '@/lib/localized';
import type { AreaChoice, PlaceChoice } from '../utils/place-choices';
import { rememberStructure, useRememberedStructure, type Structure } from '../utils/place-structure';
import { parseReportQuery, reportQueryString, type PriceFilter, type ReportQuery } from '../utils/report-query';
import { ReportSearchBox } from './report-search-box';
import classes from './report-filters.module.css';

interface ReportFiltersProps {
  areas: readonly AreaChoice[];
  provinces: readonly PlaceChoice[];
  units: readonly PlaceChoice[];
}

function readForm(form: HTMLFormElement): ReportQuery {
  const data = new FormData(form);
  const number = (name: string) => {
    const value = Number(data.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const price = data.get('price');
  return {
    page: 1,
    keyword: String(data.get('keyword') ?? '').trim() || undefined,
    areaId: number('area_id'),
    provinceId: number('province_id'),
    unitId: number('unit_id'),
    price: price === 'free' || price === 'premium' ? price : undefined,
  };
}

/**
 * The list's filters as a plain GET form (it works before the script loads); once loaded, every
 * change shows the first page of the new selection at once.
 */
export function ReportFilters({ areas, provinces, units }: ReportFiltersProps) {
  const t = useTranslations('reportFilters');
  const searchParams = useSearchParams();
  const query = parseReportQuery(Object.fromEntries(searchParams.entries()));
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The fields show the choice at once, and follow the address when it changes from elsewhere (the map).
  const addressKey = reportQueryString({ ...query, page: 1 });
  const [choice, setChoice] = useState({ key: addressKey, query });
  if (choice.key !== addressKey) setChoice({ key: addressKey, query });
  const shown = choice.key === addressKey ? choice.query : query;

  const go = (next: ReportQuery) => {
    setChoice((current) => ({ ...current, query: next }));
    startTransition(() => router.push(`${paths.reports}${reportQueryString(next)}`, { scroll: false }));
  };
  const name = (item: { name: string; name_en: string | null }) => localized(locale, item.name, item.name_en);
  const inArea = (place: { area_id: number | null }) => !shown.areaId || place.area_id === shown.areaId;
  const shownProvinces = provinces.filter(inArea).sort((a, b) => compareVietnamese(name(a), name(b)));
  const shownUnits = units.filter(inArea).sort((a, b) => compareVietnamese(name(a), name(b)));

  // The chosen place decides the structure; without one, the structure this browser chose last.
  const remembered = useRememberedStructure();
  const structure: Structure = shown.unitId ? 'units' : shown.provinceId ? 'former' : remembered;
  const chooseStructure = (next: Structure) => {
    rememberStructure(next);
    if (shown.provinceId || shown.unitId) go({ ...shown, provinceId: undefined, unitId: undefined, page: 1 });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(readForm(event.currentTarget));
  };

  const onAreaChange = (form: HTMLFormElement) => {
    const next = readForm(form);
    const province = provinces.find((item) => item.id === next.provinceId);
    const unit = units.find((item) => item.id === next.unitId);
    // A province or unit outside the newly chosen area no longer applies.
    go({
      ...next,
      provinceId: next.areaId && province && province.area_id !== next.areaId ? undefined : next.provinceId,
      unitId: next.areaId && unit && unit.area_id !== next.areaId ? undefined : next.unitId,
    });
  };

  const priceOptions: { value: PriceFilter | ''; label: string }[] = [
    { value: '', label: t('priceAll') },
    { value: 'free', label: t('priceFree') },
    { value: 'premium', label: t('pricePremium') },
  ];

  return (
    <form
      role="search"
      aria-label={t('label')}
      action={localeHref(locale, paths.reports)}
      method="get"
      className={classes.form}
      onSubmit={onSubmit}
      aria-busy={pending}
    >
      <div className={classes.searchRow}>
        <ReportSearchBox key={query.keyword ?? ''} defaultValue={query.keyword} />
        <button type="submit" className={classes.submit}>
          {t('search')}
        </button>
      </div>
      <div className={classes.row}>
        <label className={classes.field}>
          <span className={classes.fieldLabel}>{t('area')}</span>
          <select
            name="area_id"
            value={shown.areaId ?? ''}
            className={classes.select}
            onChange={(event) => onAreaChange(event.currentTarget.form!)}
          >
            <option value="">{t('allAreas')}</option>
            {areas.map((area) => (
              <option key={area.id} value={area.id}>
                {name(area)}
              </option>
            ))}
          </select>
        </label>
        <div className={classes.field}>
          <div className={classes.fieldHead}>
            <label htmlFor="report-place" className={classes.fieldLabel}>
              {structure === 'units' ? t('unit') : t('province')}
            </label>
            <div role="radiogroup" aria-label={t('structure')} className={classes.structure}>
              {(['former', 'units'] as const).map((option) => (
                <label key={option} className={classes.structureOption}>
                  <input
                    type="radio"
                    name="structure"
                    value={option}
                    checked={structure === option}
                    onChange={() => chooseStructure(option)}
                  />
                  <span>{t(option === 'units' ? 'structureUnits' : 'structureFormer')}</span>
                </label>
              ))}
            </div>
          </div>
          {structure === 'units' ? (
            <select
              id="report-place"
              name="unit_id"
              value={shown.unitId ?? ''}
              className={classes.select}
              onChange={(event) => go(readForm(event.currentTarget.form!))}
            >
              <option value="">{t('allUnits')}</option>
              {shownUnits.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {name(unit)}
                </option>
              ))}
            </select>
          ) : (
            <select
              id="report-place"
              name="province_id"
              value={shown.provinceId ?? ''}
              className={classes.select}
              onChange={(event) => go(readForm(event.currentTarget.form!))}
            >
              <option value="">{t('allProvinces')}</option>
              {shownProvinces.map((province) => (
                <option key={province.id} value={province.id}>
                  {name(province)}
                </option>
              ))}
            </select>
          )}
        </div>
        <fieldset className={classes.price}>
          <legend className={classes.fieldLabel}>{t('price')}</legend>
          <div className={classes.segments}>
            {priceOptions.map((option) => (
              <label key={option.value || 'all'} className={classes.segment}>
                <input
                  type="radio"
                  name="price"
                  value={option.value}
                  checked={(shown.price ?? '') === option.value}
                  onChange={(event) => go(readForm(event.currentTarget.form!))}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {pending && (
        <p className={classes.pending} role="status">
          {t('loading')}
        </p>
      )}
    </form>
  );
}
