/** Well-known Vietnamese developers, described in a sentence or two for the demo catalogue. */
export interface InvestorSeed {
  key: string;
  name: string;
  companyName: string;
  foundingYear: number;
  website: string;
  address: string;
  provinceCode: string;
  district: string;
  email: string;
  phone: string;
  stockCode: string | null;
  mainField: string;
  secondaryField: string;
  description: string;
  descriptionEn: string;
  initials: string;
  color: string;
}

export const investorSeeds: InvestorSeed[] = [
  {
    key: 'vinhomes', name: 'Vinhomes', companyName: 'Công ty Cổ phần Vinhomes', foundingYear: 2008, website: 'https://vinhomes.vn',
    address: 'Số 7 Đường Bằng Lăng 1, Khu đô thị Vinhomes Riverside, Phường Việt Hưng, Quận Long Biên', provinceCode: '01', district: 'Long Biên',
    email: 'info@vinhomes.vn', phone: '1800 1036', stockCode: 'VHM', mainField: 'Phát triển khu đô thị', secondaryField: 'Cho thuê bất động sản',
    description: 'Nhà phát triển bất động sản nhà ở lớn nhất Việt Nam theo quy mô quỹ đất, thành viên Tập đoàn Vingroup, nổi bật với các đại đô thị tích hợp tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng.',
    descriptionEn: 'Vietnam’s largest residential developer by land bank, part of Vingroup, known for large integrated townships in Hanoi, Ho Chi Minh City and Hai Phong.',
    initials: 'VH', color: '#b2842d',
  },
  {
    key: 'novaland', name: 'Novaland', companyName: 'Công ty Cổ phần Tập đoàn Đầu tư Địa ốc No Va', foundingYear: 1992, website: 'https://www.novaland.com.vn',
    address: '65 Nguyễn Du, Phường Bến Nghé, Quận 1', provinceCode: '79', district: '1', email: 'info@novaland.com.vn', phone: '1900 636 666', stockCode: 'NVL',
    mainField: 'Bất động sản nhà ở', secondaryField: 'Bất động sản du lịch nghỉ dưỡng',
    description: 'Tập đoàn phát triển căn hộ trung – cao cấp tại TP. Hồ Chí Minh và các đô thị du lịch ven biển như Phan Thiết, Hồ Tràm.',
    descriptionEn: 'Developer of mid- to high-end apartments in Ho Chi Minh City and of coastal tourism towns such as Phan Thiet and Ho Tram.',
    initials: 'NV', color: '#1f5f8b',
  },
  {
    key: 'dat-xanh', name: 'Đất Xanh', companyName: 'Công ty Cổ phần Tập đoàn Đất Xanh', foundingYear: 2003, website: 'https://datxanh.vn',
    address: '2W Ung Văn Khiêm, Phường 25, Quận Bình Thạnh', provinceCode: '79', district: 'Bình Thạnh', email: 'info@datxanh.com.vn', phone: '028 6252 5252', stockCode: 'DXG',
    mainField: 'Môi giới và phân phối bất động sản', secondaryField: 'Phát triển dự án',
    description: 'Một trong những hệ thống phân phối bất động sản lớn nhất cả nước, đồng thời phát triển các dự án nhà ở tại Bình Dương, Đồng Nai và miền Trung.',
    descriptionEn: 'One of the country’s largest property distribution networks, also developing housing projects in Binh Duong, Dong Nai and the central region.',
    initials: 'ĐX', color: '#2f7d4a',
  },
  {
    key: 'nam-long', name: 'Nam Long', companyName: 'Công ty Cổ phần Đầu tư Nam Long', foundingYear: 1992, website: 'https://www.namlongvn.com',
    address: '6 Nguyễn Khắc Viện, Phường Tân Phú, Quận 7', provinceCode: '79', district: '7', email: 'info@namlongvn.com', phone: '028 5416 1718', stockCode: 'NLG',
    mainField: 'Nhà ở vừa túi tiền', secondaryField: 'Khu đô thị tích hợp',
    description: 'Chủ đầu tư tiên phong phân khúc nhà ở vừa túi tiền, phát triển các khu đô thị Waterpoint, Mizuki Park và Akari City cùng đối tác Nhật Bản.',
    descriptionEn: 'A pioneer of affordable housing, developing the Waterpoint, Mizuki Park and Akari City townships with Japanese partners.',
    initials: 'NL', color: '#c0392b',
  },
  {
    key: 'hung-thinh', name: 'Hưng Thịnh', companyName: 'Công ty Cổ phần Tập đoàn Hưng Thịnh', foundingYear: 2002, website: 'https://hungthinhcorp.com.vn',
    address: '110 Cao Thắng, Phường 4, Quận 3', provinceCode: '79', district: '3', email: 'info@hungthinhcorp.com.vn', phone: '1900 6118', stockCode: null,
    mainField: 'Phát triển bất động sản', secondaryField: 'Xây dựng và thi công',
    description: 'Tập đoàn đa ngành với thế mạnh căn hộ tại TP. Hồ Chí Minh và bất động sản nghỉ dưỡng tại Quy Nhơn, Phú Quốc.',
    descriptionEn: 'A diversified group strong in Ho Chi Minh City apartments and resort property in Quy Nhon and Phu Quoc.',
    initials: 'HT', color: '#8e44ad',
  },
  {
    key: 'capitaland', name: 'CapitaLand Việt Nam', companyName: 'CapitaLand Development Việt Nam', foundingYear: 1994, website: 'https://www.capitaland.com/vn',
    address: 'Tầng 8, Tòa nhà Vista, 628C Xa lộ Hà Nội, Phường An Phú, Thành phố Thủ Đức', provinceCode: '79', district: 'Thủ Đức', email: 'vietnam@capitaland.com', phone: '028 3744 7000', stockCode: null,
    mainField: 'Căn hộ cao cấp', secondaryField: 'Văn phòng và căn hộ dịch vụ',
    description: 'Thành viên tập đoàn CapitaLand (Singapore), hiện diện tại Việt Nam từ năm 1994 với các dự án căn hộ cao cấp và khu đô thị tại TP. Hồ Chí Minh, Hà Nội và Bình Dương.',
    descriptionEn: 'Part of Singapore’s CapitaLand, in Vietnam since 1994 with premium apartments and townships in Ho Chi Minh City, Hanoi and Binh Duong.',
    initials: 'CL', color: '#0e6ba8',
  },
  {
    key: 'masterise', name: 'Masterise Homes', companyName: 'Công ty Cổ phần Masterise Homes', foundingYear: 2019, website: 'https://masterisehomes.com',
    address: 'Tầng 21, Tòa nhà Vincom Center, 72 Lê Thánh Tôn, Phường Bến Nghé, Quận 1', provinceCode: '79', district: '1', email: 'contact@masterisehomes.com', phone: '1800 6046', stockCode: null,
    mainField: 'Bất động sản hạng sang', secondaryField: 'Căn hộ hàng hiệu',
    description: 'Nhà phát triển bất động sản hạng sang, hợp tác với các thương hiệu quốc tế cho dòng căn hộ hàng hiệu tại TP. Hồ Chí Minh và Hà Nội.',
    descriptionEn: 'A luxury developer working with international brands on branded residences in Ho Chi Minh City and Hanoi.',
    initials: 'MH', color: '#2c3e50',
  },
  {
    key: 'sun-group', name: 'Sun Group', companyName: 'Tập đoàn Sun Group', foundingYear: 2007, website: 'https://sungroup.com.vn',
    address: 'Tầng 9, Tòa nhà Sun City, 13 Hai Bà Trưng, Quận Hoàn Kiếm', provinceCode: '01', district: 'Hoàn Kiếm', email: 'info@sungroup.com.vn', phone: '024 3938 6666', stockCode: null,
    mainField: 'Du lịch nghỉ dưỡng', secondaryField: 'Bất động sản đô thị',
    description: 'Nhà đầu tư hạ tầng du lịch và giải trí hàng đầu, phát triển các tổ hợp nghỉ dưỡng và đô thị ven biển tại Đà Nẵng, Quảng Ninh, Phú Quốc.',
    descriptionEn: 'A leading tourism and entertainment infrastructure investor with resort complexes and coastal towns in Da Nang, Quang Ninh and Phu Quoc.',
    initials: 'SG', color: '#e67e22',
  },
  {
    key: 'phu-my-hung', name: 'Phú Mỹ Hưng', companyName: 'Công ty TNHH Phát triển Phú Mỹ Hưng', foundingYear: 1993, website: 'https://www.phumyhung.vn',
    address: 'Tòa nhà Lawrence S. Ting, 801 Nguyễn Văn Linh, Phường Tân Phú, Quận 7', provinceCode: '79', district: '7', email: 'info@phumyhung.vn', phone: '028 5411 8888', stockCode: null,
    mainField: 'Khu đô thị mới', secondaryField: 'Thương mại và dịch vụ',
    description: 'Chủ đầu tư khu đô thị Phú Mỹ Hưng tại Quận 7, hình mẫu đô thị quy hoạch đồng bộ đầu tiên của TP. Hồ Chí Minh.',
    descriptionEn: 'Developer of the Phu My Hung urban area in District 7, Ho Chi Minh City’s first fully master-planned township.',
    initials: 'PMH', color: '#16a085',
  },
  {
    key: 'khang-dien', name: 'Khang Điền', companyName: 'Công ty Cổ phần Đầu tư và Kinh doanh Nhà Khang Điền', foundingYear: 2001, website: 'https://www.khangdien.com.vn',
    address: 'Lầu 11, Tòa nhà Saigon Centre, 67 Lê Lợi, Phường Bến Nghé, Quận 1', provinceCode: '79', district: '1', email: 'info@khangdien.com.vn', phone: '028 3820 8858', stockCode: 'KDH',
    mainField: 'Nhà phố và biệt thự', secondaryField: 'Căn hộ',
    description: 'Nhà phát triển nhà phố, biệt thự compound tại khu Đông TP. Hồ Chí Minh với quỹ đất sạch pháp lý lớn.',
    descriptionEn: 'Developer of townhouses and gated villa compounds in eastern Ho Chi Minh City, with a large, fully titled land bank.',
    initials: 'KĐ', color: '#27ae60',
  },
  {
    key: 'phat-dat', name: 'Phát Đạt', companyName: 'Công ty Cổ phần Phát triển Bất động sản Phát Đạt', foundingYear: 2004, website: 'https://www.phatdat.com.vn',
    address: '39 Phạm Ngọc Thạch, Phường Võ Thị Sáu, Quận 3', provinceCode: '79', district: '3', email: 'info@phatdat.com.vn', phone: '028 2229 8888', stockCode: 'PDR',
    mainField: 'Căn hộ và khu đô thị', secondaryField: 'Bất động sản công nghiệp',
    description: 'Chủ đầu tư các dự án căn hộ và đô thị tại Bình Dương, Bình Định, Đà Nẵng, mở rộng sang bất động sản công nghiệp.',
    descriptionEn: 'Developer of apartments and townships in Binh Duong, Binh Dinh and Da Nang, expanding into industrial property.',
    initials: 'PĐ', color: '#d35400',
  },
  {
    key: 'ecopark', name: 'Ecopark', companyName: 'Công ty Cổ phần Tập đoàn Ecopark', foundingYear: 2003, website: 'https://ecopark.com.vn',
    address: 'Khu đô thị Ecopark, Xã Xuân Quan, Huyện Văn Giang', provinceCode: '33', district: 'Văn Giang', email: 'info@ecopark.com.vn', phone: '1900 6066', stockCode: null,
    mainField: 'Khu đô thị sinh thái', secondaryField: 'Giáo dục và y tế',
    description: 'Nhà phát triển khu đô thị sinh thái Ecopark rộng gần 500 ha phía Đông Hà Nội, đặt mật độ cây xanh và mặt nước làm trọng tâm.',
    descriptionEn: 'Developer of the nearly 500-hectare Ecopark eco-township east of Hanoi, built around greenery and water.',
    initials: 'EP', color: '#2e8b57',
  },
  {
    key: 'van-phu', name: 'Văn Phú – Invest', companyName: 'Công ty Cổ phần Đầu tư Văn Phú – Invest', foundingYear: 2003, website: 'https://vanphu.vn',
    address: '104 Thái Thịnh, Phường Trung Liệt, Quận Đống Đa', provinceCode: '01', district: 'Đống Đa', email: 'info@vanphu.vn', phone: '024 6258 3236', stockCode: 'VPI',
    mainField: 'Khu đô thị', secondaryField: 'Nhà ở thấp tầng',
    description: 'Chủ đầu tư các khu đô thị và dự án thấp tầng tại Hà Nội, Bắc Ninh, Quảng Ninh, chú trọng thiết kế cảnh quan.',
    descriptionEn: 'Developer of townships and low-rise housing in Hanoi, Bac Ninh and Quang Ninh with a focus on landscape design.',
    initials: 'VP', color: '#7f8c8d',
  },
  {
    key: 'mik', name: 'MIK Group', companyName: 'Công ty Cổ phần Tập đoàn MIK Group Việt Nam', foundingYear: 2009, website: 'https://mikgroup.vn',
    address: 'Tầng 3, Tòa nhà Imperia Garden, 203 Nguyễn Huy Tưởng, Quận Thanh Xuân', provinceCode: '01', district: 'Thanh Xuân', email: 'info@mikgroup.vn', phone: '024 3555 8888', stockCode: null,
    mainField: 'Căn hộ cao cấp', secondaryField: 'Bất động sản nghỉ dưỡng',
    description: 'Nhà phát triển thương hiệu Imperia với các dự án căn hộ tại Hà Nội và khu đô thị tại Quảng Ninh, Hải Phòng.',
    descriptionEn: 'Developer of the Imperia brand, with apartments in Hanoi and townships in Quang Ninh and Hai Phong.',
    initials: 'MIK', color: '#c0392b',
  },
  {
    key: 'becamex', name: 'Becamex IDC', companyName: 'Tổng Công ty Đầu tư và Phát triển Công nghiệp – CTCP', foundingYear: 1976, website: 'https://becamex.com.vn',
    address: '230 Đại lộ Bình Dương, Phường Phú Hòa, Thành phố Thủ Dầu Một', provinceCode: '74', district: 'Thủ Dầu Một', email: 'info@becamex.com.vn', phone: '0274 3822 655', stockCode: 'BCM',
    mainField: 'Khu công nghiệp', secondaryField: 'Đô thị và hạ tầng',
    description: 'Doanh nghiệp hạ tầng hàng đầu Bình Dương, phát triển hệ thống khu công nghiệp VSIP cùng đối tác Singapore và thành phố mới Bình Dương.',
    descriptionEn: 'Binh Duong’s leading infrastructure company, developer of the VSIP industrial parks with Singaporean partners and of Binh Duong New City.',
    initials: 'BCM', color: '#1a5276',
  },
  {
    key: 'sonadezi', name: 'Sonadezi', companyName: 'Tổng Công ty Sonadezi', foundingYear: 1990, website: 'https://sonadezi.com.vn',
    address: 'Số 1, Đường 1, Khu công nghiệp Biên Hòa 1, Phường An Bình, Thành phố Biên Hòa', provinceCode: '75', district: 'Biên Hòa', email: 'info@sonadezi.com.vn', phone: '0251 3836 464', stockCode: 'SNZ',
    mainField: 'Khu công nghiệp', secondaryField: 'Khu dân cư',
    description: 'Chủ đầu tư nhiều khu công nghiệp và khu dân cư tại Đồng Nai, hưởng lợi từ sân bay Long Thành và các tuyến cao tốc mới.',
    descriptionEn: 'Developer of many industrial parks and residential areas in Dong Nai, benefiting from Long Thanh airport and new expressways.',
    initials: 'SZ', color: '#117a65',
  },
  {
    key: 'ceo', name: 'CEO Group', companyName: 'Công ty Cổ phần Tập đoàn C.E.O', foundingYear: 2001, website: 'https://ceogroup.com.vn',
    address: 'Tầng 5, Tháp CEO, Đường Phạm Hùng, Phường Mễ Trì, Quận Nam Từ Liêm', provinceCode: '01', district: 'Nam Từ Liêm', email: 'info@ceogroup.com.vn', phone: '024 3787 5136', stockCode: 'CEO',
    mainField: 'Bất động sản du lịch', secondaryField: 'Nhà ở đô thị',
    description: 'Tập đoàn phát triển bất động sản du lịch tại Phú Quốc, Quảng Ninh và các dự án nhà ở tại Hà Nội.',
    descriptionEn: 'Developer of tourism property in Phu Quoc and Quang Ninh and of housing projects in Hanoi.',
    initials: 'CEO', color: '#6c3483',
  },
  {
    key: 'bim', name: 'BIM Land', companyName: 'Công ty Cổ phần BIM Land', foundingYear: 2016, website: 'https://bimland.com.vn',
    address: 'Tòa nhà BIM, Đường Hạ Long, Phường Bãi Cháy, Thành phố Hạ Long', provinceCode: '22', district: 'Hạ Long', email: 'info@bimland.com.vn', phone: '0203 3512 888', stockCode: null,
    mainField: 'Bất động sản nghỉ dưỡng', secondaryField: 'Khách sạn',
    description: 'Thành viên BIM Group, phát triển các khu đô thị và nghỉ dưỡng ven biển tại Hạ Long và Phú Quốc.',
    descriptionEn: 'Part of BIM Group, developing coastal townships and resorts in Ha Long and Phu Quoc.',
    initials: 'BIM', color: '#2874a6',
  },
  {
    key: 'an-gia', name: 'An Gia', companyName: 'Công ty Cổ phần Đầu tư và Phát triển Bất động sản An Gia', foundingYear: 2012, website: 'https://angia.com.vn',
    address: '30 Nguyễn Thị Diệu, Phường Võ Thị Sáu, Quận 3', provinceCode: '79', district: '3', email: 'info@angia.com.vn', phone: '028 7303 1919', stockCode: 'AGG',
    mainField: 'Căn hộ trung cấp', secondaryField: 'Nhà ở vừa túi tiền',
    description: 'Chủ đầu tư căn hộ trung cấp tại khu Tây và khu Nam TP. Hồ Chí Minh, hướng đến gia đình trẻ.',
    descriptionEn: 'Developer of mid-range apartments in western and southern Ho Chi Minh City, aimed at young families.',
    initials: 'AG', color: '#b7950b',
  },
  {
    key: 'hai-phat', name: 'Hải Phát', companyName: 'Công ty Cổ phần Đầu tư Hải Phát', foundingYear: 2003, website: 'https://haiphatland.vn',
    address: 'Tòa nhà Hải Phát, Khu đô thị Văn Khê, Phường La Khê, Quận Hà Đông', provinceCode: '01', district: 'Hà Đông', email: 'info@haiphatland.vn', phone: '024 6262 2828', stockCode: 'HPX',
    mainField: 'Nhà ở đô thị', secondaryField: 'Xây dựng',
    description: 'Nhà phát triển nhà ở đô thị tại Hà Nội, Hải Phòng và các tỉnh phía Bắc, với chuỗi dự án từ nhà ở xã hội đến căn hộ trung cấp.',
    descriptionEn: 'Urban housing developer in Hanoi, Hai Phong and northern provinces, from social housing to mid-range apartments.',
    initials: 'HP', color: '#a04000',
  },
];
