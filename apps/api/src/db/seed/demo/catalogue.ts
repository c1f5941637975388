import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { ambassadorProvinces, ambassadors, investors, projectMedia, projectUtilities, projects } from '../../schema/index.js';
import type { Random } from '../random.js';
import { slugify } from '@app/contracts/permalink.js';
import type { Lookups } from './lookups.js';
import { investorSeeds } from './investors.js';
import { projectSeeds, type ProjectSeed } from './project-list.js';

const designers = ['Aedas', 'Broadway Malyan', 'Ong&Ong', 'P&T Group', 'AREP Việt Nam', 'Gensler', 'HBA Design'];
const builders = ['Coteccons', 'Hòa Bình', 'Ricons', 'Newtecons', 'Delta', 'Central Construction'];
const managers = ['Savills Việt Nam', 'CBRE Việt Nam', 'JLL Việt Nam', 'Cushman & Wakefield', 'Colliers Việt Nam'];
const distributors = ['Đất Xanh Services', 'CEN Land', 'Phú Đông Group', 'Hải Phát Land', 'Vạn Phúc Land', 'Sen Vàng Realty'];
const completions = ['Quý IV/2024', 'Quý II/2025', 'Quý IV/2025', 'Quý II/2026', 'Quý IV/2026', 'Quý II/2027', 'Quý IV/2027'];
const legal = ['Sổ hồng lâu dài', 'Đã có giấy phép xây dựng', 'Sổ hồng sở hữu 50 năm', 'Đã có quyết định giao đất, đang cấp sổ'];

const typeNames: Record<string, [string, string]> = {
  apartment: ['căn hộ', 'apartment'],
  'urban-area': ['khu đô thị', 'township'],
  villa: ['biệt thự', 'villa'],
  townhouse: ['nhà phố liền kề', 'townhouse'],
  shophouse: ['shophouse', 'shophouse'],
  land: ['đất nền', 'land plot'],
  resort: ['nghỉ dưỡng', 'resort'],
  office: ['văn phòng', 'office'],
  industrial: ['khu công nghiệp', 'industrial park'],
};

export async function insertInvestors(db: Db, lookups: Lookups, logoUrls: Map<string, string>): Promise<Map<string, number>> {
  const rows = await db
    .insert(investors)
    .values(
      investorSeeds.map((seed) => ({
        name: seed.name,
        companyName: seed.companyName,
        permalink: slugify(seed.name),
        logoUrl: logoUrls.get(seed.key) ?? null,
        foundingYear: seed.foundingYear,
        website: seed.website,
        address: seed.address,
        provinceId: lookups.provinceId(seed.provinceCode),
        districtId: lookups.districtId(seed.provinceCode, seed.district),
        email: seed.email,
        phone: seed.phone,
        stockCode: seed.stockCode,
        mainField: seed.mainField,
        secondaryField: seed.secondaryField,
        description: seed.description,
        descriptionEn: seed.descriptionEn,
      })),
    )
    .returning({ id: investors.id, permalink: investors.permalink });
  const byPermalink = new Map(rows.map((row) => [row.permalink, row.id]));
  return new Map(investorSeeds.map((seed) => [seed.key, byPermalink.get(slugify(seed.name)) as number]));
}

function describe(seed: ProjectSeed, investorName: string, towers: number, units: number): { vi: string; en: string; summary: string } {
  const [typeVi, typeEn] = typeNames[seed.type] ?? ['dự án', 'project'];
  return {
    summary: `Dự án ${typeVi} ${seed.title} của ${investorName}, tọa lạc tại ${seed.street}, giá tham khảo từ ${seed.price.toLocaleString('vi-VN')} triệu đồng/m².`,
    vi: `<p><strong>${seed.title}</strong> là dự án ${typeVi} do ${investorName} phát triển, tọa lạc tại ${seed.street}. Dự án gồm ${towers} tòa/phân khu với khoảng ${units.toLocaleString('vi-VN')} sản phẩm.</p>
<p>Vị trí kết nối thuận tiện tới trung tâm hành chính, trường học và bệnh viện trong bán kính 3 km. Hệ thống tiện ích nội khu được đầu tư đồng bộ, phục vụ cư dân ngay từ giai đoạn bàn giao đầu tiên.</p>
<p>Giá bán tham khảo từ ${seed.price.toLocaleString('vi-VN')} triệu đồng/m², chính sách thanh toán giãn tiến độ và hỗ trợ lãi suất theo từng đợt mở bán.</p>`,
    en: `<p><strong>${seed.title}</strong> is a ${typeEn} development by ${investorName} at ${seed.street}, with ${towers} towers or phases and about ${units.toLocaleString('en-US')} units.</p>
<p>It is well connected to administrative centres, schools and hospitals within 3 km, and its on-site amenities serve residents from the first handover.</p>
<p>Indicative prices start at VND ${seed.price.toLocaleString('en-US')} million per m², with staged payments and interest support for each launch.</p>`,
  };
}

export interface InsertedProject {
  id: number;
  title: string;
  provinceCode: string;
}

export async function insertProjects(
  db: Db,
  lookups: Lookups,
  random: Random,
  investorIds: Map<string, number>,
  sceneUrls: string[],
  ambassador: { id: number; provinceCodes: string[] },
): Promise<InsertedProject[]> {
  let ambassadorProjects = 0;
  const values = projectSeeds.map((seed, index) => {
    const investor = investorSeeds.find((candidate) => candidate.key === seed.investor);
    if (!investor) throw new Error(`Unknown demo investor ${seed.investor}`);
    const towers = seed.type === 'apartment' ? random.int(2, 8) : random.int(1, 4);
    const units = seed.type === 'apartment' ? towers * random.int(250, 520) : random.int(120, 1_800);
    const text = describe(seed, investor.name, towers, units);
    const withAmbassador = ambassador.provinceCodes.includes(seed.provinceCode) && ambassadorProjects < 4 && index % 3 === 0;
    if (withAmbassador) ambassadorProjects++;
    const hectares = random.int(2, 90);
    return {
      title: seed.title,
      titleEn: seed.title,
      permalink: slugify(seed.title),
      investorId: investorIds.get(seed.investor) as number,
      provinceId: lookups.provinceId(seed.provinceCode),
      districtId: lookups.districtId(seed.provinceCode, seed.district),
      address: seed.street,
      latitude: seed.latitude,
      longitude: seed.longitude,
      projectTypeId: lookups.typeId(seed.type),
      projectStateId: random.pick(lookups.stateIds),
      stateDetail: random.pick([
        'Đang thi công phần thân',
        'Đã cất nóc giai đoạn 1',
        'Mở bán đợt 2',
        'Đã bàn giao phân khu đầu tiên',
        'Hoàn thiện hạ tầng kỹ thuật',
      ]),
      coverUrl: sceneUrls[index % sceneUrls.length] ?? null,
      summary: text.summary,
      description: text.vi,
      descriptionEn: text.en,
      sizeText: `${hectares} ha`,
      areaText: `${(hectares * 10_000).toLocaleString('vi-VN')} m²`,
      constructionArea: `${Math.round(hectares * 10_000 * 0.35).toLocaleString('vi-VN')} m²`,
      buildingDensity: `${random.int(18, 45)}%`,
      scale: `${towers} tòa/phân khu, ${units.toLocaleString('vi-VN')} sản phẩm`,
      price: seed.price,
      towerCount: towers,
      apartmentCount: units,
      legalStatus: random.pick(legal),
      completionTime: random.pick(completions),
      managementUnit: random.pick(managers),
      designUnit: random.pick(designers),
      constructionUnit: random.pick(builders),
      distributionUnit: random.pick(distributors),
      developmentUnit: investor.companyName,
      contractorUnit: `Tổng thầu ${random.pick(builders)}`,
      ambassadorId: withAmbassador ? ambassador.id : null,
      hot: index % 5 === 0,
    };
  });
  const rows = await db.insert(projects).values(values).returning({ id: projects.id, title: projects.title });
  const ids = new Map(rows.map((row) => [row.title, row.id]));
  const inserted = projectSeeds.map((seed) => ({ id: ids.get(seed.title) as number, title: seed.title, provinceCode: seed.provinceCode }));

  await db
    .insert(projectUtilities)
    .values(
      inserted.flatMap((project) =>
        random.pickMany(lookups.utilIds, random.int(3, 6)).map((utilId) => ({ projectId: project.id, utilId })),
      ),
    );
  await db.insert(projectMedia).values(
    inserted.flatMap((project, index) => {
      const count = index % 2 === 0 ? 2 : 1;
      return Array.from({ length: count }, (_, n) => ({
        projectId: project.id,
        kind: 'image',
        url: sceneUrls[(index + n * 7) % sceneUrls.length] as string,
        caption: n === 0 ? `Phối cảnh ${project.title}` : `Tiện ích nội khu ${project.title}`,
        sortOrder: n,
      }));
    }),
  );
  return inserted;
}

/** The approved ambassador's profile, covering two provinces. */
export async function insertAmbassador(
  db: Db,
  lookups: Lookups,
  userId: number,
  avatarUrl: string | null,
  provinceCodes: string[],
): Promise<number> {
  const [row] = await db
    .insert(ambassadors)
    .values({
      userId,
      name: 'Trịnh Gia Bảo',
      avatarUrl,
      birthday: '12/08/1990',
      phone: '0901000004',
      email: 'daisu@senvang.vn',
      facebookUrl: 'https://www.facebook.com/senvangdata',
      zaloUrl: 'https://zalo.me/0901000004',
      address: '25 Lý Thường Kiệt, Phường Phan Chu Trinh, Quận Hoàn Kiếm, Hà Nội',
      introduction:
        'Hơn 10 năm tư vấn bất động sản nhà ở tại Hà Nội và TP. Hồ Chí Minh, đồng hành cùng hơn 500 khách hàng mua nhà lần đầu.',
      experience: '10 năm môi giới và phân tích thị trường; từng làm trưởng phòng kinh doanh tại một đơn vị phân phối hàng đầu.',
      position: 'Chuyên gia tư vấn cấp cao',
      website: 'https://senvang.vn/dai-su/gia-bao',
      level: 'province',
      registrationStatus: 'approved',
      status: 'active',
      handledAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: ambassadors.id });
  const [existing] = row ? [row] : await db.select({ id: ambassadors.id }).from(ambassadors).where(eq(ambassadors.userId, userId));
  if (!existing) throw new Error('The demo ambassador could not be stored');
  await db
    .insert(ambassadorProvinces)
    .values(provinceCodes.map((code) => ({ ambassadorId: existing.id, provinceId: lookups.provinceId(code) })))
    .onConflictDoNothing();
  return existing.id;
}
