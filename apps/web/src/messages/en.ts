import brand from './en/brand.json';
import meta from './en/meta.json';
import nav from './en/nav.json';
import header from './en/header.json';
import language from './en/language.json';
import footer from './en/footer.json';
import notify from './en/notify.json';
import errors from './en/errors.json';
import home from './en/home.json';
import image from './en/image.json';
import notFound from './en/notFound.json';
import cart from './en/cart.json';
import cartNotice from './en/cartNotice.json';
import payments from './en/payments.json';
import purchases from './en/purchases.json';
import pager from './en/pager.json';
import reports from './en/reports.json';
import reportFilters from './en/reportFilters.json';
import reportDetail from './en/reportDetail.json';
import reportReader from './en/reportReader.json';
import reviews from './en/reviews.json';
import blogs from './en/blogs.json';
import projects from './en/projects.json';
import investorPopup from './en/investorPopup.json';
import ambassadors from './en/ambassadors.json';
import contactForm from './en/contactForm.json';
import contactPage from './en/contactPage.json';
import homeSections from './en/homeSections.json';
import promoBanner from './en/promoBanner.json';
import quickContact from './en/quickContact.json';
import media from './en/media.json';
import siteInfo from './en/siteInfo.json';
import about from './en/about.json';
import support from './en/support.json';
import policies from './en/policies.json';
import auth from './en/auth.json';
import session from './en/session.json';
import fields from './en/fields.json';
import forms from './en/forms.json';
import account from './en/account.json';
import accountMenu from './en/accountMenu.json';
import admin from './en/admin.json';
import adminUsers from './en/adminUsers.json';
import adminDashboard from './en/adminDashboard.json';
import adminAmbassadors from './en/adminAmbassadors.json';
import adminOrders from './en/adminOrders.json';
import adminCoupons from './en/adminCoupons.json';
import adminGeography from './en/adminGeography.json';
import adminReviews from './en/adminReviews.json';
import adminSettings from './en/adminSettings.json';
import adminContacts from './en/adminContacts.json';
import adminUpload from './en/adminUpload.json';
import adminRichText from './en/adminRichText.json';
import adminReports from './en/adminReports.json';
import adminReportPackages from './en/adminReportPackages.json';
import adminReportContents from './en/adminReportContents.json';
import adminDownloads from './en/adminDownloads.json';
import adminNews from './en/adminNews.json';
import adminNewsCategories from './en/adminNewsCategories.json';
import adminInvestors from './en/adminInvestors.json';
import adminProjects from './en/adminProjects.json';

/** English texts, the same namespaces and keys as the Vietnamese ones. */
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
