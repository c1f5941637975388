import type { PdfSection } from '../files/report-pdf.js';
import { formatVi, percentChange, type QuarterFigures, type Segment } from './market-figures.js';

export interface ReportSubject {
  /** "Hà Nội", "Miền Nam", or a project name. */
  place: string;
  placeEn: string;
  segment: Segment;
  period: string;
  periodEn: string;
  series: QuarterFigures[];
}

function lastTwo(series: QuarterFigures[]): [QuarterFigures, QuarterFigures, QuarterFigures] {
  const last = series[series.length - 1];
  const previous = series[series.length - 2];
  const yearAgo = series[series.length - 5];
  if (!last || !previous || !yearAgo) throw new Error('A report needs at least five quarters of figures');
  return [last, previous, yearAgo];
}

export function summaryVi(s: ReportSubject): string {
  const [last, , yearAgo] = lastTwo(s.series);
  return `Thị trường ${s.segment.vi} ${s.place} ${s.period} ghi nhận nguồn cung mới khoảng ${formatVi(last.supply)} ${s.segment.unitVi}, tỷ lệ hấp thụ ${last.absorption}% và giá bán bình quân ${formatVi(last.price, 1)} triệu đồng/m², ${percentChange(yearAgo.price, last.price) >= 0 ? 'tăng' : 'giảm'} ${formatVi(Math.abs(percentChange(yearAgo.price, last.price)), 1)}% so với cùng kỳ.`;
}

export function summaryEn(s: ReportSubject): string {
  const [last, , yearAgo] = lastTwo(s.series);
  const change = percentChange(yearAgo.price, last.price);
  return `The ${s.placeEn} ${s.segment.en} market in ${s.periodEn} saw about ${last.supply.toLocaleString('en-US')} new units, an absorption rate of ${last.absorption}% and an average price of VND ${last.price.toLocaleString('en-US')} million per m², ${change >= 0 ? 'up' : 'down'} ${Math.abs(change)}% year on year.`;
}

export function descriptionVi(s: ReportSubject): string {
  return `<p>${summaryVi(s)}</p>
<p>Báo cáo tổng hợp số liệu khảo sát thực địa của Sen Vàng Data trong tám quý gần nhất: nguồn cung mới, lượng giao dịch, tỷ lệ hấp thụ, diễn biến giá bán theo phân khúc và theo khu vực, cùng danh sách các dự án đáng chú ý.</p>
<ul><li>Cung – cầu và thanh khoản theo quý</li><li>Giá bán sơ cấp, thứ cấp theo hạng dự án</li><li>Hạ tầng, quy hoạch và chính sách tác động</li><li>Dự báo 12 tháng tới và khuyến nghị cho nhà đầu tư</li></ul>`;
}

export function descriptionEn(s: ReportSubject): string {
  return `<p>${summaryEn(s)}</p>
<p>The report brings together eight quarters of Sen Vang Data field surveys: new supply, transactions, absorption, price movements by segment and by district, and the projects to watch.</p>
<ul><li>Supply, demand and liquidity by quarter</li><li>Primary and secondary prices by grade</li><li>Infrastructure, planning and policy</li><li>A 12-month outlook and recommendations for investors</li></ul>`;
}

/** The body of the report PDF: six sections of market commentary built from the figures. */
export function pdfSections(s: ReportSubject): PdfSection[] {
  const [last, previous, yearAgo] = lastTwo(s.series);
  const supplyChange = percentChange(previous.supply, last.supply);
  const priceYear = percentChange(yearAgo.price, last.price);
  const total = s.series.slice(-4).reduce((sum, q) => sum + q.transactions, 0);
  const unit = s.segment.unitVi;
  return [
    {
      heading: '1. Tổng quan thị trường',
      paragraphs: [
        `${s.period.charAt(0).toUpperCase()}${s.period.slice(1)}, thị trường ${s.segment.vi} ${s.place} tiếp tục xu hướng phục hồi rõ nét sau giai đoạn điều chỉnh. Nguồn cung mới đạt khoảng ${formatVi(last.supply)} ${unit}, ${supplyChange >= 0 ? 'tăng' : 'giảm'} ${formatVi(Math.abs(supplyChange), 1)}% so với quý trước, chủ yếu đến từ các dự án đã hoàn thiện thủ tục pháp lý và được ngân hàng bảo lãnh.`,
        `Tỷ lệ hấp thụ bình quân đạt ${last.absorption}%, tương ứng khoảng ${formatVi(last.transactions)} giao dịch thành công. Người mua để ở chiếm tỷ trọng lớn, trong khi nhà đầu tư quay lại thị trường có chọn lọc, ưu tiên sản phẩm có pháp lý rõ ràng và tiến độ xây dựng đảm bảo.`,
        `Trong bốn quý gần nhất, tổng lượng giao dịch ước đạt ${formatVi(total)} ${unit}. Mặt bằng lãi suất cho vay mua nhà duy trì ở mức thấp cùng các gói tín dụng ưu đãi là động lực chính giúp sức cầu cải thiện.`,
      ],
    },
    {
      heading: '2. Diễn biến giá bán',
      paragraphs: [
        `Giá bán sơ cấp bình quân đạt ${formatVi(last.price, 1)} triệu đồng/m², ${priceYear >= 0 ? 'tăng' : 'giảm'} ${formatVi(Math.abs(priceYear), 1)}% so với cùng kỳ năm trước. Các dự án hạng A tại khu vực trung tâm tiếp tục dẫn dắt mặt bằng giá, trong khi phân khúc trung cấp ở khu vực ven đô ghi nhận mức tăng ổn định hơn.`,
        `Trên thị trường thứ cấp, biên độ chênh lệch giữa giá chào bán và giá giao dịch thực tế thu hẹp còn khoảng 5–8%, cho thấy kỳ vọng của bên mua và bên bán đã gặp nhau ở mức giá hợp lý hơn.`,
      ],
    },
    {
      heading: '3. Nguồn cung và các dự án đáng chú ý',
      paragraphs: [
        `Nguồn cung tập trung tại các khu vực có hạ tầng giao thông mới hoàn thiện. Các chủ đầu tư lớn như Vinhomes, Novaland, Nam Long, Đất Xanh và CapitaLand chiếm hơn 60% lượng hàng mở bán mới trong kỳ.`,
        `Nhiều dự án áp dụng chính sách thanh toán giãn tiến độ, hỗ trợ lãi suất đến khi nhận nhà và chiết khấu cho khách hàng thanh toán sớm, giúp duy trì tỷ lệ hấp thụ tốt ngay cả với sản phẩm có giá cao.`,
      ],
    },
    {
      heading: '4. Hạ tầng, quy hoạch và chính sách',
      paragraphs: [
        `Luật Đất đai, Luật Nhà ở và Luật Kinh doanh bất động sản sửa đổi có hiệu lực tạo hành lang pháp lý minh bạch hơn, rút ngắn thời gian phê duyệt dự án. Các tuyến đường vành đai, cao tốc và đường sắt đô thị đang triển khai tiếp tục mở rộng không gian phát triển của ${s.place}.`,
        `Việc sắp xếp lại đơn vị hành chính cấp tỉnh và bỏ cấp huyện từ ngày 01/7/2025 đặt ra yêu cầu cập nhật quy hoạch, nhưng cũng mở ra cơ hội cho các khu vực được định hướng trở thành trung tâm hành chính mới.`,
      ],
    },
    {
      heading: '5. Dự báo 12 tháng tới',
      paragraphs: [
        `Sen Vàng Data dự báo nguồn cung mới trong 12 tháng tới đạt ${formatVi(Math.round(last.supply * 3.6))}–${formatVi(Math.round(last.supply * 4.4))} ${unit}, giá bán sơ cấp tăng 4–7%/năm. Phân khúc có giá vừa túi tiền sẽ tiếp tục có thanh khoản tốt nhất.`,
        `Rủi ro cần theo dõi gồm biến động lãi suất, tiến độ giải ngân đầu tư công và khả năng hấp thụ của các dự án quy mô lớn mở bán cùng thời điểm.`,
      ],
    },
    {
      heading: '6. Khuyến nghị',
      paragraphs: [
        `Với người mua để ở: ưu tiên dự án đã bàn giao hoặc sắp bàn giao, pháp lý đầy đủ, gần tuyến giao thông công cộng. Với nhà đầu tư: lựa chọn khu vực có hạ tầng sắp hoàn thiện, kiểm soát tỷ lệ vay dưới 50% giá trị tài sản và theo dõi sát dòng tiền cho thuê.`,
      ],
    },
  ];
}

export function figuresTable(s: ReportSubject): { head: string[]; rows: string[][] } {
  return {
    head: ['Quý', `Nguồn cung (${s.segment.unitVi})`, 'Hấp thụ (%)', 'Giá (triệu/m²)'],
    rows: s.series.slice(-4).map((q) => [q.label, formatVi(q.supply), String(q.absorption), formatVi(q.price, 1)]),
  };
}

/** The data archive's CSV, with a byte-order mark so spreadsheet programs read the UTF-8 headers. */
export function figuresCsv(s: ReportSubject): Buffer {
  const lines = [
    'Quý,Nguồn cung mới,Tỷ lệ hấp thụ (%),Giá bán bình quân (triệu đồng/m²),Số giao dịch',
    ...s.series.map((q) => `${q.label},${q.supply},${q.absorption},${q.price},${q.transactions}`),
  ];
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}
