import type { Db } from '../../client.js';
import { contactRequests, coupons, mailSubscriptions, reviews, subReviews } from '../../schema/index.js';
import type { Random } from '../random.js';
import type { InsertedReport } from './reports.js';

const reviewTexts: [number, string][] = [
  [5, 'Báo cáo rất chi tiết, số liệu theo từng quận giúp tôi quyết định chọn dự án nhanh hơn.'],
  [5, 'Phần dự báo và khuyến nghị rất thực tế, đáng đồng tiền.'],
  [4, 'Nội dung tốt, biểu đồ dễ hiểu. Mong có thêm số liệu giao dịch thứ cấp.'],
  [4, 'Dữ liệu cập nhật, trình bày khoa học. Video phân tích rất hữu ích.'],
  [5, 'Đã mua gói Cao cấp, file dữ liệu gốc giúp team tôi tự dựng mô hình định giá.'],
  [3, 'Thông tin ổn nhưng tôi mong báo cáo có thêm phần so sánh với tỉnh lân cận.'],
  [4, 'Bản tóm tắt miễn phí đã rất đầy đủ, sẽ cân nhắc mua bản đầy đủ.'],
  [5, 'Chuyên nghiệp, số liệu khớp với khảo sát thực tế của công ty tôi.'],
  [2, 'Một vài dự án mới mở bán chưa được cập nhật trong báo cáo.'],
  [4, 'Phần hạ tầng và quy hoạch viết rất rõ ràng, dễ theo dõi.'],
];

const replies = [
  'Cảm ơn anh/chị đã tin dùng báo cáo của Sen Vàng Data!',
  'Sen Vàng Data đã ghi nhận góp ý, phần này sẽ được bổ sung trong kỳ báo cáo tới.',
  'Mình cũng thấy phần dữ liệu gốc rất hữu ích cho việc phân tích.',
  'Đồng ý, phần dự báo khá sát với diễn biến thực tế.',
];

export async function insertReviews(
  db: Db,
  random: Random,
  reportList: InsertedReport[],
  reviewerIds: number[],
  staffIds: number[],
): Promise<void> {
  const rows = reportList.slice(0, 16).flatMap((report) =>
    random.pickMany(reviewerIds, random.int(1, 4)).map((userId) => {
      const [rating, content] = random.pick(reviewTexts);
      return { reportId: report.id, userId, rating, content, createdAt: new Date(Date.now() - random.int(1, 300) * 86_400_000) };
    }),
  );
  const inserted = await db
    .insert(reviews)
    .values(rows)
    .returning({ id: reviews.id, userId: reviews.userId, createdAt: reviews.createdAt });
  const answered = inserted.filter((_, index) => index % 3 === 0);
  await db.insert(subReviews).values(
    answered.map((review, index) => {
      const fromStaff = index % 2 === 0;
      const others = reviewerIds.filter((id) => id !== review.userId);
      return {
        reviewId: review.id,
        userId: fromStaff ? random.pick(staffIds) : random.pick(others),
        content: fromStaff ? (replies[index % 2] as string) : (replies[2 + (index % 2)] as string),
        createdAt: new Date(review.createdAt.getTime() + random.int(2, 48) * 3_600_000),
      };
    }),
  );
}

export async function insertCoupons(db: Db, now: Date): Promise<void> {
  const day = 86_400_000;
  const from = new Date(now.getTime() - 30 * day);
  const until = new Date(now.getTime() + 365 * day);
  await db
    .insert(coupons)
    .values([
      {
        code: 'GIAM10',
        description: 'Giảm 10% cho mọi đơn hàng',
        discountType: 'percent',
        discountValue: 10,
        validFrom: from,
        validUntil: until,
        totalLimit: 100,
        perUserLimit: 1,
      },
      {
        code: 'GIAM500K',
        description: 'Giảm 500.000 đ cho đơn từ 1.000.000 đ',
        discountType: 'amount',
        discountValue: 500_000,
        minOrderTotal: 1_000_000,
        validFrom: from,
        validUntil: until,
        totalLimit: 200,
        perUserLimit: 2,
      },
      {
        code: 'MIENPHI100',
        description: 'Miễn phí 100% (khách hàng đặc biệt)',
        discountType: 'percent',
        discountValue: 100,
        validFrom: from,
        validUntil: until,
        totalLimit: 5,
        perUserLimit: 1,
      },
      {
        code: 'HETHAN',
        description: 'Khuyến mãi Tết đã kết thúc',
        discountType: 'percent',
        discountValue: 20,
        validFrom: new Date(now.getTime() - 120 * day),
        validUntil: new Date(now.getTime() - 60 * day),
        totalLimit: 100,
        perUserLimit: 1,
      },
      {
        code: 'SAPTOI',
        description: 'Ưu đãi sinh nhật Sen Vàng, sắp áp dụng',
        discountType: 'percent',
        discountValue: 15,
        validFrom: new Date(now.getTime() + 30 * day),
        validUntil: new Date(now.getTime() + 60 * day),
        totalLimit: 100,
        perUserLimit: 1,
      },
      {
        code: 'HETLUOT',
        description: 'Mã chỉ dùng một lần, đã được dùng',
        discountType: 'amount',
        discountValue: 200_000,
        validFrom: from,
        validUntil: until,
        totalLimit: 1,
        perUserLimit: 1,
        usedCount: 1,
      },
    ])
    .onConflictDoNothing();
}

export async function insertContacts(db: Db, reportList: InsertedReport[]): Promise<void> {
  const freeReport = reportList.find((report) => report.isFree);
  await db.insert(contactRequests).values([
    {
      firstName: 'Hùng',
      lastName: 'Ngô Văn',
      email: 'ngovanhung@gmail.com',
      phone: '0912888111',
      message: 'Tôi cần tư vấn báo cáo thị trường căn hộ Hà Nội cho quỹ đầu tư.',
      status: 'init',
    },
    {
      firstName: 'Mai',
      lastName: 'Lý Thị',
      email: 'lythimai@yahoo.com',
      phone: '0977333222',
      message: 'Công ty cần mua dữ liệu dự án Bình Dương số lượng lớn, vui lòng báo giá.',
      status: 'init',
    },
    {
      firstName: 'Khoa',
      lastName: 'Đỗ Minh',
      email: 'dominhkhoa@gmail.com',
      phone: '0909111222',
      message: null,
      status: 'download',
      reportId: freeReport?.id ?? null,
    },
    {
      firstName: 'Trang',
      lastName: 'Hồ Thu',
      email: 'hothutrang@outlook.com',
      phone: '0938444555',
      message: 'Đăng ký tham gia cộng đồng nhà đầu tư.',
      status: 'subscribe',
    },
    {
      firstName: 'Phúc',
      lastName: 'Trương Gia',
      email: 'truonggiaphuc@gmail.com',
      phone: '0966555444',
      message: 'Hỏi về chương trình Đại sứ tại Đà Nẵng.',
      status: 'handled',
      note: 'Đã gọi điện tư vấn, hẹn gửi tài liệu qua email.',
    },
  ]);
  await db
    .insert(mailSubscriptions)
    .values([
      { email: 'nhadautu.hn@gmail.com', name: 'Nguyễn Hoài Nam' },
      { email: 'phantichbds@gmail.com', name: 'Lê Phương' },
      { email: 'investor.saigon@gmail.com', name: null },
      { email: 'thitruongnhadat@yahoo.com', name: 'Trần Bình' },
    ])
    .onConflictDoNothing();
}
