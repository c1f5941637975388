/** [category id, language, title, summary, tags]. */
export type BlogSeed = [number, 'vi' | 'en', string, string, string[]];

export const blogSeeds: BlogSeed[] = [
  [
    17,
    'vi',
    'Hà Nội: nguồn cung căn hộ phía Tây tăng mạnh nhờ vành đai 3,5',
    'Các dự án dọc vành đai 3,5 chiếm gần một nửa lượng căn hộ mở bán mới tại Hà Nội trong quý vừa qua.',
    ['Hà Nội', 'căn hộ', 'hạ tầng'],
  ],
  [
    17,
    'vi',
    'TP. Hồ Chí Minh: thị trường Thủ Đức sôi động trở lại',
    'Thanh khoản căn hộ tại Thành phố Thủ Đức cải thiện rõ rệt khi nhiều dự án hoàn tất pháp lý.',
    ['TP. Hồ Chí Minh', 'Thủ Đức', 'căn hộ'],
  ],
  [
    17,
    'vi',
    'Đà Nẵng đón làn sóng đầu tư nghỉ dưỡng mới',
    'Lượng khách quốc tế tăng giúp phân khúc căn hộ nghỉ dưỡng ven biển Đà Nẵng hồi phục.',
    ['Đà Nẵng', 'nghỉ dưỡng'],
  ],
  [
    17,
    'vi',
    'Bình Dương: đất nền quanh khu công nghiệp hút nhà đầu tư',
    'Nhu cầu nhà ở của chuyên gia và công nhân kéo theo sức mua đất nền quanh các khu công nghiệp.',
    ['Bình Dương', 'đất nền', 'khu công nghiệp'],
  ],
  [
    17,
    'en',
    'Hai Phong apartment prices rise on new bridge openings',
    'New river crossings put outer districts of Hai Phong within a short drive of the centre.',
    ['Hai Phong', 'apartments'],
  ],
  [
    17,
    'en',
    'Quang Ninh resort market steadies after two slow years',
    'Occupancy in Ha Long rose again, lifting secondary prices for condotels and villas.',
    ['Quang Ninh', 'resort'],
  ],
  [
    18,
    'vi',
    'Bản tin thị trường bất động sản tuần 12/2026',
    'Điểm lại các sự kiện, chính sách và giao dịch nổi bật của thị trường trong tuần.',
    ['bản tin', 'tổng hợp'],
  ],
  [
    18,
    'en',
    'Weekly market newsletter: week 12, 2026',
    'The week’s main events, policies and deals in the Vietnamese property market.',
    ['newsletter'],
  ],
  [
    22,
    'vi',
    'Giá căn hộ sơ cấp Hà Nội lập đỉnh mới trong quý',
    'Giá bán bình quân vượt 70 triệu đồng/m², cao nhất từ trước đến nay.',
    ['giá bán', 'Hà Nội'],
  ],
  [
    22,
    'vi',
    'Thanh khoản đất nền vùng ven TP. Hồ Chí Minh cải thiện',
    'Lượng giao dịch đất nền tại Long An, Đồng Nai, Bình Dương tăng so với quý trước.',
    ['đất nền', 'thanh khoản'],
  ],
  [
    22,
    'en',
    'Primary apartment supply in Ho Chi Minh City doubles',
    'New launches in the east and south of the city doubled supply year on year.',
    ['supply', 'Ho Chi Minh City'],
  ],
  [
    23,
    'vi',
    'Khởi công phân khu cao tầng mới tại Thủ Dầu Một',
    'Dự án bổ sung hơn 1.500 căn hộ cho thị trường Bình Dương.',
    ['dự án', 'Bình Dương'],
  ],
  [
    23,
    'vi',
    'Dự án ven biển Nha Trang bàn giao giai đoạn đầu',
    'Hơn 400 căn hộ nghỉ dưỡng được bàn giao đúng tiến độ.',
    ['dự án', 'Nha Trang', 'bàn giao'],
  ],
  [
    23,
    'en',
    'Hanoi township hands over its first high-rise phase',
    'Residents move into the first towers of a large township in eastern Hanoi.',
    ['projects', 'Hanoi'],
  ],
  [
    24,
    'vi',
    'Những điểm mới của Luật Kinh doanh bất động sản 2023',
    'Quy định về thanh toán, đặt cọc và bảo lãnh nhà ở hình thành trong tương lai.',
    ['pháp lý', 'luật'],
  ],
  [
    24,
    'vi',
    'Sắp xếp đơn vị hành chính: ảnh hưởng tới thị trường nhà đất',
    'Việc bỏ cấp huyện và sáp nhập tỉnh đặt ra yêu cầu cập nhật quy hoạch và hồ sơ pháp lý.',
    ['pháp lý', 'quy hoạch'],
  ],
  [
    24,
    'en',
    'What the 2024 Land Law changes for buyers',
    'Land price tables, compensation and certificates under the new law.',
    ['legal', 'land law'],
  ],
  [
    25,
    'vi',
    'Lãi suất vay mua nhà duy trì ở mức thấp',
    'Nhiều ngân hàng công bố gói vay ưu đãi cố định 12–24 tháng đầu.',
    ['lãi suất', 'tín dụng'],
  ],
  [
    25,
    'vi',
    'Dòng vốn FDI vào bất động sản tăng trở lại',
    'Vốn ngoại chảy mạnh vào bất động sản công nghiệp và nhà ở cho thuê.',
    ['FDI', 'đầu tư'],
  ],
  [
    25,
    'en',
    'Mortgage rates stay low as banks compete for buyers',
    'Fixed-rate offers of 12 to 24 months are back at most large banks.',
    ['mortgage', 'finance'],
  ],
  [
    19,
    'vi',
    'Chuyên gia: thị trường bước vào chu kỳ tăng trưởng mới',
    'Pháp lý thông thoáng và lãi suất thấp là nền tảng cho chu kỳ mới.',
    ['chuyên gia', 'dự báo'],
  ],
  [
    19,
    'vi',
    'Có nên mua căn hộ để cho thuê trong năm 2026?',
    'Phân tích lợi suất cho thuê và chi phí vốn tại các đô thị lớn.',
    ['cho thuê', 'đầu tư'],
  ],
  [
    19,
    'vi',
    'Bất động sản công nghiệp: cơ hội từ làn sóng dịch chuyển chuỗi cung ứng',
    'Nhu cầu thuê đất và nhà xưởng tại phía Bắc và phía Nam tiếp tục cao.',
    ['công nghiệp', 'chuyên gia'],
  ],
  [
    19,
    'en',
    'Expert view: where the next price growth will come from',
    'Satellite cities along new ring roads are best placed for the next cycle.',
    ['expert', 'outlook'],
  ],
  [
    20,
    'vi',
    'Công trình xanh: xu hướng tất yếu của thị trường',
    'Số dự án đạt chứng nhận LOTUS, EDGE tăng nhanh trong ba năm qua.',
    ['công trình xanh', 'bền vững'],
  ],
  [
    20,
    'vi',
    'Đô thị thích ứng biến đổi khí hậu tại đồng bằng sông Cửu Long',
    'Quy hoạch đô thị cần tính đến nước biển dâng và sụt lún.',
    ['bền vững', 'quy hoạch'],
  ],
  [
    20,
    'en',
    'Green certification pays off in rents and resale values',
    'Certified buildings lease faster and resell at a premium.',
    ['green buildings', 'ESG'],
  ],
  [
    21,
    'vi',
    'Sen Vàng Data ra mắt bộ chỉ số giá nhà ở theo quý',
    'Chỉ số theo dõi biến động giá căn hộ, nhà phố tại 12 đô thị lớn.',
    ['nghiên cứu', 'chỉ số'],
  ],
  [
    26,
    'vi',
    'Nghiên cứu: khả năng chi trả nhà ở của hộ gia đình trẻ',
    'Tỷ lệ giá nhà trên thu nhập tại Hà Nội và TP. Hồ Chí Minh vượt mức 20 lần.',
    ['nghiên cứu', 'khả năng chi trả'],
  ],
  [
    26,
    'en',
    'Research: housing affordability for young households',
    'House price to income ratios in Hanoi and Ho Chi Minh City now exceed 20.',
    ['research', 'affordability'],
  ],
  [
    27,
    'vi',
    'Phương pháp khảo sát giá bán thực địa của Sen Vàng Data',
    'Cách chúng tôi thu thập, làm sạch và đối chiếu dữ liệu giá bán.',
    ['phương pháp', 'dữ liệu'],
  ],
  [
    27,
    'en',
    'How we survey asking and transaction prices',
    'Our field survey, cleaning and cross-checking of price data.',
    ['methodology', 'data'],
  ],
  [28, 'vi', 'Chỉ số giá căn hộ quý IV/2025 tăng 3,2%', 'Chỉ số tăng quý thứ sáu liên tiếp, dẫn dắt bởi Hà Nội.', ['chỉ số', 'giá căn hộ']],
  [
    28,
    'vi',
    'Chỉ số niềm tin nhà đầu tư bất động sản cải thiện',
    'Khảo sát hơn 1.200 nhà đầu tư cho thấy kỳ vọng tích cực hơn.',
    ['chỉ số', 'niềm tin'],
  ],
  [
    29,
    'vi',
    'Vành đai 4 vùng Thủ đô: những khu vực hưởng lợi',
    'Các huyện phía Tây và phía Nam Hà Nội sẽ thay đổi diện mạo khi tuyến đường hoàn thành.',
    ['hạ tầng', 'vành đai 4'],
  ],
  [
    29,
    'vi',
    'Sân bay Long Thành và bài toán phát triển đô thị Đồng Nai',
    'Quy hoạch đô thị sân bay mở ra quỹ đất mới cho nhà ở và logistics.',
    ['hạ tầng', 'Đồng Nai'],
  ],
  [
    29,
    'en',
    'Metro lines reshape Ho Chi Minh City’s housing map',
    'Homes near the first metro line now command a clear premium.',
    ['infrastructure', 'metro'],
  ],
  [
    30,
    'vi',
    'Ứng dụng dữ liệu lớn trong định giá bất động sản',
    'Mô hình định giá tự động giúp ngân hàng rút ngắn thời gian thẩm định.',
    ['công nghệ', 'định giá'],
  ],
  [
    30,
    'vi',
    'Proptech Việt Nam: từ sàn giao dịch đến quản lý vận hành',
    'Các nền tảng công nghệ đang thay đổi cách mua bán và quản lý tòa nhà.',
    ['proptech', 'công nghệ'],
  ],
  [
    30,
    'en',
    'Proptech in Vietnam: from listings to building operations',
    'Technology platforms are changing how homes are sold and buildings are run.',
    ['proptech', 'technology'],
  ],
];

export function blogContent(title: string, summary: string, language: 'vi' | 'en'): string {
  if (language === 'en') {
    return `<p>${summary}</p>
<p>Sen Vang Data analysts followed the topic closely over recent quarters, combining field surveys with transaction records and interviews with developers, brokers and banks.</p>
<h2>Key points</h2>
<ul><li>Demand is led by owner-occupiers, with investors returning selectively.</li><li>Projects with complete legal status and good transport links sell fastest.</li><li>Prices are expected to keep rising at a moderate pace over the next 12 months.</li></ul>
<p>Full figures and district-level detail are available in our market reports. ${title} will be updated as new data comes in.</p>`;
  }
  return `<p>${summary}</p>
<p>Theo ghi nhận của đội ngũ phân tích Sen Vàng Data qua khảo sát thực địa, dữ liệu giao dịch và phỏng vấn chủ đầu tư, đơn vị phân phối, ngân hàng trong các quý gần đây.</p>
<h2>Những điểm chính</h2>
<ul><li>Nhu cầu ở thực chiếm ưu thế, nhà đầu tư quay lại thị trường có chọn lọc.</li><li>Dự án pháp lý đầy đủ, kết nối giao thông tốt có thanh khoản cao nhất.</li><li>Giá bán dự báo tiếp tục tăng với tốc độ vừa phải trong 12 tháng tới.</li></ul>
<p>Số liệu chi tiết theo từng quận, huyện có trong các báo cáo thị trường của Sen Vàng Data. Bài viết “${title}” sẽ được cập nhật khi có dữ liệu mới.</p>`;
}
