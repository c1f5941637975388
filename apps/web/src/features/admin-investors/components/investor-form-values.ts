import type { AdminInvestor } from '@app/contracts/admin-investors';

/** The form's values: text everywhere, '' when left blank, ids as text for the selects. */
export interface InvestorFormValues extends Record<string, unknown> {
  name: string;
  permalink: string;
  company_name: string;
  logo_url: string;
  founding_year: number | string;
  website: string;
  address: string;
  province_id: string;
  district_id: string;
  email: string;
  phone: string;
  stock_code: string;
  main_field: string;
  secondary_field: string;
  description: string;
  description_en: string;
  active: boolean;
}

export function investorFormValues(investor: AdminInvestor | null): InvestorFormValues {
  return {
    name: investor?.name ?? '',
    permalink: investor?.permalink ?? '',
    company_name: investor?.company_name ?? '',
    logo_url: investor?.logo_url ?? '',
    founding_year: investor?.founding_year ?? '',
    website: investor?.website ?? '',
    address: investor?.address ?? '',
    province_id: investor?.province ? String(investor.province.id) : '',
    district_id: investor?.district ? String(investor.district.id) : '',
    email: investor?.email ?? '',
    phone: investor?.phone ?? '',
    stock_code: investor?.stock_code ?? '',
    main_field: investor?.main_field ?? '',
    secondary_field: investor?.secondary_field ?? '',
    description: investor?.description ?? '',
    description_en: investor?.description_en ?? '',
    active: investor?.active ?? true,
  };
}
