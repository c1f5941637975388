export default function Page() {
  return (
    <main>
      <h1>Báo cáo thị trường bất động sản</h1>
      <p>Một trang Next.js không có gì khác ngoài đoạn văn này, đo cùng lượt với các trang của cửa hàng.</p>
    </main>
  );
}
