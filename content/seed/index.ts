import { awards, memberships } from './awards'
import { categories } from './categories'
import { jobPostings } from './job-postings'
import { legalPages } from './legal'
import { menus } from './menus'
import { aboutPage } from './pages/about'
import { careersPage } from './pages/careers'
import { contactPage } from './pages/contact'
import { homePage, homeTestimonials } from './pages/home'
import { servicesPage } from './pages/services'
import { redirects } from './redirects'
import * as bauschlussreinigung from './services/bauschlussreinigung'
import * as bueroreinigung from './services/bueroreinigung'
import * as entruempelung from './services/entruempelung'
import * as gartenGrundstueckspflege from './services/garten-grundstueckspflege'
import * as glasFensterreinigung from './services/glas-fensterreinigung'
import * as grundSonderreinigung from './services/grund-sonderreinigung'
import * as hausmeisterdienst from './services/hausmeisterdienst'
import * as hauswirtschaftlicheHilfe from './services/hauswirtschaftliche-hilfe'
import * as industriereinigung from './services/industriereinigung'
import * as pflasterreinigung from './services/pflasterreinigung'
import * as photovoltaikreinigung from './services/photovoltaikreinigung'
import * as tatortreinigung from './services/tatortreinigung'
import * as teppichPolsterreinigung from './services/teppich-polsterreinigung'
import * as treppenhausreinigung from './services/treppenhausreinigung'
import * as winterdienst from './services/winterdienst'
import { siteSettings } from './site'
import { siteTexts } from './site-texts'

const services = [
  glasFensterreinigung,
  bueroreinigung,
  treppenhausreinigung,
  industriereinigung,
  teppichPolsterreinigung,
  pflasterreinigung,
  photovoltaikreinigung,
  grundSonderreinigung,
  gartenGrundstueckspflege,
  winterdienst,
  hausmeisterdienst,
  hauswirtschaftlicheHilfe,
  bauschlussreinigung,
  entruempelung,
  tatortreinigung,
]

/** Every document of the bundled dataset, in no particular order. */
export const seedDocuments = [
  siteSettings,
  siteTexts,
  menus,
  homePage,
  servicesPage,
  aboutPage,
  careersPage,
  contactPage,
  ...categories,
  ...homeTestimonials,
  ...services.flatMap((module) => [module.service, ...module.testimonials]),
  ...awards,
  ...memberships,
  ...legalPages,
  ...jobPostings,
  ...redirects,
]
