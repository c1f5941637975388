/** The demo projects: a name, who builds it, where, what kind, and the price per m² in million đồng. */
export interface ProjectSeed {
  title: string;
  investor: string;
  provinceCode: string;
  district: string;
  street: string;
  type: string;
  latitude: number;
  longitude: number;
  price: number;
}

const p = (
  title: string,
  investor: string,
  provinceCode: string,
  district: string,
  street: string,
  type: string,
  latitude: number,
  longitude: number,
  price: number,
): ProjectSeed => ({ title, investor, provinceCode, district, street, type, latitude, longitude, price });

export const projectSeeds: ProjectSeed[] = [
  p('Vinhomes Sông Hồng Riverside', 'vinhomes', '01', 'Long Biên', 'Đường Nguyễn Văn Cừ, Phường Bồ Đề', 'urban-area', 21.0452, 105.8791, 82),
  p('The Metropolitan Tây Mỗ', 'vinhomes', '01', 'Nam Từ Liêm', 'Đại lộ Thăng Long, Phường Tây Mỗ', 'apartment', 21.0093, 105.7468, 58),
  p('Sun Grand Lake Tây Hồ', 'sun-group', '01', 'Tây Hồ', 'Đường Thụy Khuê, Phường Thụy Khuê', 'apartment', 21.0478, 105.8168, 115),
  p('Imperia Sky Cầu Giấy', 'mik', '01', 'Cầu Giấy', 'Đường Trần Duy Hưng, Phường Trung Hòa', 'apartment', 21.0112, 105.8006, 72),
  p('Hải Phát Garden Hà Đông', 'hai-phat', '01', 'Hà Đông', 'Đường Tố Hữu, Phường La Khê', 'apartment', 20.9801, 105.7618, 46),
  p('Văn Phú Lakeview Villas', 'van-phu', '01', 'Hà Đông', 'Đường Lê Trọng Tấn, Phường Dương Nội', 'villa', 20.9697, 105.7532, 138),
  p('CEO Park Mễ Trì', 'ceo', '01', 'Nam Từ Liêm', 'Đường Phạm Hùng, Phường Mễ Trì', 'office', 21.0135, 105.7822, 52),
  p('Masteri Lakeside Gia Lâm', 'masterise', '01', 'Gia Lâm', 'Đường Cổ Linh, Thị trấn Trâu Quỳ', 'apartment', 21.0088, 105.9402, 66),
  p('Hoàng Mai Green Residence', 'hai-phat', '01', 'Hoàng Mai', 'Đường Tam Trinh, Phường Mai Động', 'apartment', 20.9874, 105.8637, 49),
  p('Đông Anh Smart Town', 'van-phu', '01', 'Đông Anh', 'Đường Võ Nguyên Giáp, Xã Hải Bối', 'townhouse', 21.1172, 105.8204, 88),
  p('Capital Thanh Xuân Tower', 'capitaland', '01', 'Thanh Xuân', 'Đường Nguyễn Trãi, Phường Thượng Đình', 'apartment', 20.9961, 105.8153, 69),
  p('Ecopark Sky Oasis', 'ecopark', '33', 'Văn Giang', 'Khu đô thị Ecopark, Xã Xuân Quan', 'apartment', 20.9454, 105.9462, 45),
  p('Ecopark Grand The Island', 'ecopark', '33', 'Văn Giang', 'Khu đô thị Ecopark, Xã Phụng Công', 'villa', 20.9571, 105.9388, 160),
  p('Vinhomes Saigon Park Thủ Đức', 'vinhomes', '79', 'Thủ Đức', 'Đường Nguyễn Xiển, Phường Long Thạnh Mỹ', 'urban-area', 10.8423, 106.8371, 64),
  p('Masteri Riverside Thảo Điền', 'masterise', '79', 'Thủ Đức', 'Xa lộ Hà Nội, Phường Thảo Điền', 'apartment', 10.8029, 106.7418, 108),
  p('Lumière Boulevard An Phú', 'masterise', '79', 'Thủ Đức', 'Đường Mai Chí Thọ, Phường An Phú', 'apartment', 10.7932, 106.7493, 96),
  p('Nova Riverside Quận 7', 'novaland', '79', '7', 'Đường Nguyễn Hữu Thọ, Phường Tân Hưng', 'apartment', 10.7453, 106.7016, 74),
  p('Sunrise Garden Tân Phú', 'novaland', '79', '7', 'Đường Nguyễn Văn Linh, Phường Tân Phong', 'apartment', 10.7312, 106.7053, 79),
  p('Phú Mỹ Hưng Midtown Park', 'phu-my-hung', '79', '7', 'Đường Nguyễn Lương Bằng, Phường Tân Phú', 'apartment', 10.7291, 106.7215, 118),
  p('Phú Mỹ Hưng The Horizon', 'phu-my-hung', '79', '7', 'Đường Hoàng Văn Thái, Phường Tân Phú', 'apartment', 10.7256, 106.7297, 132),
  p('Mizuki Garden Bình Chánh', 'nam-long', '79', 'Bình Chánh', 'Đường Nguyễn Văn Linh, Xã Bình Hưng', 'apartment', 10.7217, 106.6712, 52),
  p('Akari Park Bình Tân', 'nam-long', '79', 'Bình Tân', 'Đại lộ Võ Văn Kiệt, Phường An Lạc', 'apartment', 10.7248, 106.6175, 48),
  p('Khang Điền Verosa Garden', 'khang-dien', '79', 'Thủ Đức', 'Đường Liên Phường, Phường Phú Hữu', 'townhouse', 10.7995, 106.7913, 142),
  p('Khang Điền Clarita Villas', 'khang-dien', '79', 'Thủ Đức', 'Đường Nguyễn Duy Trinh, Phường Bình Trưng Đông', 'villa', 10.7842, 106.7756, 168),
  p('Hưng Thịnh Saigon Gateway', 'hung-thinh', '79', 'Thủ Đức', 'Xa lộ Hà Nội, Phường Hiệp Phú', 'apartment', 10.8471, 106.7812, 56),
  p('An Gia Westgate Riverside', 'an-gia', '79', 'Bình Chánh', 'Đường Nguyễn Văn Linh, Xã An Phú Tây', 'apartment', 10.6947, 106.6143, 42),
  p('The Sun Avenue Bình Thạnh', 'novaland', '79', 'Bình Thạnh', 'Đường Điện Biên Phủ, Phường 25', 'apartment', 10.8041, 106.7155, 88),
  p('Capital One Central Quận 1', 'capitaland', '79', '1', 'Đường Tôn Đức Thắng, Phường Bến Nghé', 'office', 10.7812, 106.7059, 245),
  p('Nhà Bè Riverside Town', 'dat-xanh', '79', 'Nhà Bè', 'Đường Lê Văn Lương, Xã Phước Kiển', 'townhouse', 10.6981, 106.7032, 61),
  p('Sun Cosmo Bay Sơn Trà', 'sun-group', '48', 'Sơn Trà', 'Đường Trần Hưng Đạo, Phường An Hải Tây', 'apartment', 16.0689, 108.2297, 72),
  p('Sun Ocean Villas Ngũ Hành Sơn', 'sun-group', '48', 'Ngũ Hành Sơn', 'Đường Võ Nguyên Giáp, Phường Mỹ An', 'resort', 16.0317, 108.2461, 135),
  p('Đất Xanh Hải Châu Central', 'dat-xanh', '48', 'Hải Châu', 'Đường Bạch Đằng, Phường Hải Châu 1', 'apartment', 16.0711, 108.2243, 63),
  p('Phát Đạt Riverside Cẩm Lệ', 'phat-dat', '48', 'Cẩm Lệ', 'Đường Cách Mạng Tháng 8, Phường Khuê Trung', 'townhouse', 16.0205, 108.2071, 47),
  p('Liên Chiểu Bay Residences', 'dat-xanh', '48', 'Liên Chiểu', 'Đường Nguyễn Tất Thành, Phường Hòa Hiệp Nam', 'apartment', 16.0876, 108.1495, 38),
  p('Thủ Dầu Một Central Park', 'becamex', '74', 'Thủ Dầu Một', 'Đại lộ Hùng Vương, Phường Hòa Phú', 'urban-area', 11.0527, 106.6689, 36),
  p('Phát Đạt Astral Thuận An', 'phat-dat', '74', 'Thuận An', 'Quốc lộ 13, Phường Vĩnh Phú', 'apartment', 10.8923, 106.7051, 39),
  p('Dĩ An Gateway Tower', 'hung-thinh', '74', 'Dĩ An', 'Đường Nguyễn An Ninh, Phường Dĩ An', 'apartment', 10.9036, 106.7724, 41),
  p('Bàu Bàng Industrial Park Mở rộng', 'becamex', '74', 'Bàu Bàng', 'Quốc lộ 13, Thị trấn Lai Uyên', 'industrial', 11.2702, 106.6248, 4.2),
  p('Capital Binh Duong Grove', 'capitaland', '74', 'Thủ Dầu Một', 'Đường Lê Lợi, Phường Hòa Phú', 'apartment', 11.0461, 106.6775, 43),
  p('Nhơn Trạch Eco City', 'dat-xanh', '75', 'Nhơn Trạch', 'Đường 25C, Xã Long Tân', 'land', 10.7214, 106.8876, 24),
  p('Long Thành Airport Gate', 'sonadezi', '75', 'Long Thành', 'Quốc lộ 51, Xã An Phước', 'land', 10.8071, 106.9442, 29),
  p('Biên Hòa Riverside Residence', 'sonadezi', '75', 'Biên Hòa', 'Đường Nguyễn Văn Trị, Phường Thanh Bình', 'apartment', 10.9488, 106.8162, 34),
  p('Waterpoint Sông Đồng Nai', 'nam-long', '75', 'Biên Hòa', 'Đường Bùi Hữu Nghĩa, Phường Tân Vạn', 'townhouse', 10.9118, 106.8285, 38),
  p('Aqua Marina Nhơn Trạch', 'novaland', '75', 'Nhơn Trạch', 'Đường Hùng Vương, Xã Long Hưng', 'urban-area', 10.7532, 106.8743, 52),
  p('Nha Trang Bay Residences', 'hung-thinh', '56', 'Nha Trang', 'Đường Trần Phú, Phường Lộc Thọ', 'apartment', 12.2408, 109.1962, 78),
  p('Cam Ranh Ocean Resort', 'novaland', '56', 'Cam Lâm', 'Đại lộ Nguyễn Tất Thành, Xã Cam Hải Đông', 'resort', 12.0522, 109.2021, 65),
  p('Sun Harbour Nha Trang', 'sun-group', '56', 'Nha Trang', 'Đường Phạm Văn Đồng, Phường Vĩnh Hòa', 'resort', 12.2829, 109.2011, 88),
  p('Vĩnh Hòa Seaview Townhouse', 'dat-xanh', '56', 'Nha Trang', 'Đường 2 Tháng 4, Phường Vĩnh Hải', 'shophouse', 12.2731, 109.1979, 71),
  p('Sun Marina Hạ Long', 'sun-group', '22', 'Hạ Long', 'Đường Hạ Long, Phường Bãi Cháy', 'shophouse', 20.9521, 107.0492, 58),
  p('BIM Grand Bay Hạ Long', 'bim', '22', 'Hạ Long', 'Đường Hạ Long, Phường Hùng Thắng', 'resort', 20.9512, 107.0281, 62),
  p('Imperia Halong Central', 'mik', '22', 'Hạ Long', 'Đường 25/4, Phường Hồng Gai', 'apartment', 20.9549, 107.0818, 39),
  p('Vân Đồn Harbour City', 'ceo', '22', 'Vân Đồn', 'Đường 334, Xã Hạ Long', 'urban-area', 21.0653, 107.4175, 31),
  p('Móng Cái Border Gate Town', 'van-phu', '22', 'Móng Cái', 'Đường Hữu Nghị, Phường Ka Long', 'townhouse', 21.5314, 107.9652, 35),
  p('Vinhomes Marina Lê Chân', 'vinhomes', '31', 'Lê Chân', 'Đường Võ Nguyên Giáp, Phường Vĩnh Niệm', 'villa', 20.8254, 106.6692, 96),
  p('Hoàng Huy Grand Tower', 'hai-phat', '31', 'Hồng Bàng', 'Đường Hà Nội, Phường Sở Dầu', 'apartment', 20.8684, 106.6578, 38),
  p('Imperia Smart City Hải An', 'mik', '31', 'Hải An', 'Đường Lê Hồng Phong, Phường Đằng Lâm', 'apartment', 20.8393, 106.7083, 41),
  p('Dương Kinh Garden Homes', 'hai-phat', '31', 'Dương Kinh', 'Đường Phạm Văn Đồng, Phường Anh Dũng', 'land', 20.8121, 106.6654, 27),
  p('NovaWorld Hồ Tràm Beach', 'novaland', '77', 'Xuyên Mộc', 'Đường ven biển Hồ Tràm, Xã Phước Thuận', 'resort', 10.5042, 107.4823, 56),
  p('Vũng Tàu Pearl Tower', 'an-gia', '77', 'Vũng Tàu', 'Đường Thùy Vân, Phường Thắng Tam', 'apartment', 10.3398, 107.0926, 54),
  p('Sun Premier Village Phú Quốc', 'sun-group', '91', 'Phú Quốc', 'Bãi Kem, Phường An Thới', 'resort', 10.0361, 104.0219, 120),
];
