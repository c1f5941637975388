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
import payments from './vi/payments.json';
import purchases from './vi/purchases.json';

/** Vietnamese texts, one file per namespace so features add theirs without touching others'. */
const messages = { brand, meta, nav, header, language, footer, notify, errors, home, image, notFound, cart, payments, purchases };

export default messages;
