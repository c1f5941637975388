import brand from './vi/brand.json';
import meta from './vi/meta.json';
import nav from './vi/nav.json';
import header from './vi/header.json';
import language from './vi/language.json';
import footer from './vi/footer.json';
import notify from './vi/notify.json';
import errors from './vi/errors.json';
import home from './vi/home.json';
import image from './vi/image.json';
import notFound from './vi/notFound.json';
import cart from './vi/cart.json';
import cartNotice from './vi/cartNotice.json';
import payments from './vi/payments.json';
import purchases from './vi/purchases.json';
import pager from './vi/pager.json';
import reports from './vi/reports.json';
import reportFilters from './vi/reportFilters.json';
import reportDetail from './vi/reportDetail.json';
import reportReader from './vi/reportReader.json';
import reviews from './vi/reviews.json';
import blogs from './vi/blogs.json';
import projects from './vi/projects.json';
import investorPopup from './vi/investorPopup.json';
import ambassadors from './vi/ambassadors.json';
import contactForm from './vi/contactForm.json';
import contactPage from './vi/contactPage.json';
import homeSections from './vi/homeSections.json';
import promoBanner from './vi/promoBanner.json';
import quickContact from './vi/quickContact.json';
import media from './vi/media.json';
import siteInfo from './vi/siteInfo.json';
import about from './vi/about.json';
import support from './vi/support.json';
import policies from './vi/policies.json';
import auth from './vi/auth.json';
import session from './vi/session.json';
import fields from './vi/fields.json';
import forms from './vi/forms.json';
import account from './vi/account.json';
import accountMenu from './vi/accountMenu.json';
import admin from './vi/admin.json';
import adminUsers from './vi/adminUsers.json';
import adminDashboard from './vi/adminDashboard.json';
import adminAmbassadors from './vi/adminAmbassadors.json';
import adminOrders from './vi/adminOrders.json';
import adminCoupons from './vi/adminCoupons.json';
import adminGeography from './vi/adminGeography.json';
import adminReviews from './vi/adminReviews.json';
import adminSettings from './vi/adminSettings.json';
import adminContacts from './vi/adminContacts.json';
import adminUpload from './vi/adminUpload.json';
import adminRichText from './vi/adminRichText.json';
import adminReports from './vi/adminReports.json';
import adminReportPackages from './vi/adminReportPackages.json';
import adminReportContents from './vi/adminReportContents.json';
import adminDownloads from './vi/adminDownloads.json';
import adminNews from './vi/adminNews.json';
import adminNewsCategories from './vi/adminNewsCategories.json';
import adminInvestors from './vi/adminInvestors.json';
import adminProjects from './vi/adminProjects.json';

/** Vietnamese texts, one file per namespace so features add theirs without touching others'. */
const messages = {
  brand,
  meta,
  nav,
  header,
  language,
  footer,
  notify,
  errors,
  home,
  image,
  notFound,
  cart,
  cartNotice,
  payments,
  purchases,
  pager,
  reports,
  reportFilters,
  reportDetail,
  reportReader,
  reviews,
  blogs,
  projects,
  investorPopup,
  ambassadors,
  contactForm,
  contactPage,
  homeSections,
  promoBanner,
  quickContact,
  media,
  siteInfo,
  about,
  support,
  policies,
  auth,
  session,
  fields,
  forms,
  account,
  accountMenu,
  admin,
  adminUsers,
  adminDashboard,
  adminAmbassadors,
  adminOrders,
  adminCoupons,
  adminGeography,
  adminReviews,
  adminSettings,
  adminContacts,
  adminUpload,
  adminRichText,
  adminReports,
  adminReportPackages,
  adminReportContents,
  adminDownloads,
  adminNews,
  adminNewsCategories,
  adminInvestors,
  adminProjects,
};

export default messages;
