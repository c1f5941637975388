import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportDetail, ReportPackage } from '@app/contracts/reports';
import { renderWithProviders } from '@/test/render';
import { ReportPackages } from './report-packages';

vi.mock('./package-actions', () => ({
  PackageActions: ({ packageName }: { packageName: string }) => <button type="button">{packageName}</button>,
}));

const basic: ReportPackage = {
  id: 2,
  name: 'Gói Cơ bản',
  name_en: 'Basic',
  description: 'Báo cáo PDF đầy đủ.',
  description_en: 'The full PDF report.',
  level: 2,
  is_free: false,
  price: 1_990_000,
  original_price: 2_490_000,
};
const premium: ReportPackage = {
  ...basic,
  id: 3,
  name: 'Gói Cao cấp',
  name_en: null,
  description: 'Thêm dữ liệu gốc.',
  description_en: null,
  level: 3,
};
const enterprise: ReportPackage = {
  ...basic,
  id: 4,
  name: 'Gói Doanh nghiệp',
  name_en: 'Enterprise',
  description: null,
  description_en: 'Team licence.',
  level: 4,
};

const report = {
  id: 7,
  title: 'Báo cáo Hà Nội',
  title_en: null,
  permalink: 'bao-cao-ha-noi',
  cover_url: null,
  summary: null,
  summary_en: null,
  published_on: null,
  hot: false,
  is_free: false,
  area: null,
  province: null,
  unit: null,
  project: null,
  price_from: 1_990_000,
  description: null,
  description_en: null,
  packages: [premium, enterprise, basic],
  contents: [],
} satisfies ReportDetail;

describe('the packages of a report', () => {
  it('shows each package in English where staff wrote it, in Vietnamese where they did not', () => {
    renderWithProviders(<ReportPackages report={report} />, { locale: 'en' });
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Basic', 'Gói Cao cấp', 'Enterprise']);
    expect(screen.getByText('The full PDF report.')).toBeInTheDocument();
    expect(screen.getByText('Thêm dữ liệu gốc.')).toBeInTheDocument();
    expect(screen.queryByText('Báo cáo PDF đầy đủ.')).not.toBeInTheDocument();
    // A description written only in English still shows on the English page.
    expect(screen.getByText('Team licence.')).toBeInTheDocument();
  });

  it('shows the Vietnamese names and descriptions on the Vietnamese page', () => {
    renderWithProviders(<ReportPackages report={report} />, { locale: 'vi' });
    expect(screen.getByText('Báo cáo PDF đầy đủ.')).toBeInTheDocument();
    expect(screen.queryByText('The full PDF report.')).not.toBeInTheDocument();
    expect(screen.queryByText('Team licence.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gói Cơ bản' })).toBeInTheDocument();
  });
});
