import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './layout';

// Each screen is its own chunk: a visitor downloads only the pages they open.
const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(() => load().then((module) => ({ default: module[name] as React.ComponentType })));

const HomePage = page(() => import('../features/home/home-page'), 'HomePage');
const AboutPage = page(() => import('../features/about/about-page'), 'AboutPage');
const ServicesPage = page(() => import('../features/services/services-page'), 'ServicesPage');
const DepositsPage = page(() => import('../features/deposits/deposits-page'), 'DepositsPage');
const LoansPage = page(() => import('../features/loans/loans-page'), 'LoansPage');
const AwardsPage = page(() => import('../features/awards/awards-page'), 'AwardsPage');
const ManagementPage = page(() => import('../features/management/management-page'), 'ManagementPage');
const CareerPage = page(() => import('../features/career/career-page'), 'CareerPage');
const ContactPage = page(() => import('../features/contact/contact-page'), 'ContactPage');
const NewsPage = page(() => import('../features/news/news-page'), 'NewsPage');
const DocumentsPage = page(() => import('../features/documents/documents-page'), 'DocumentsPage');
const CircularsPage = page(() => import('../features/circulars/circulars-page'), 'CircularsPage');
const NotFoundPage = page(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

/** Every public route of SPEC §2; /AdminLogin is served by the back office, not by this app. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/About', element: <AboutPage /> },
      { path: '/Services', element: <ServicesPage /> },
      { path: '/Deposits', element: <DepositsPage /> },
      { path: '/Loan', element: <LoansPage /> },
      { path: '/Awards', element: <AwardsPage /> },
      { path: '/Managements', element: <ManagementPage /> },
      // The mobile menu links here (SPEC §2); it is the same screen.
      { path: '/Management', element: <Navigate to="/Managements" replace /> },
      { path: '/Career', element: <CareerPage /> },
      { path: '/ContactUs', element: <ContactPage /> },
      { path: '/News', element: <NewsPage /> },
      { path: '/PublishedDocuments', element: <DocumentsPage /> },
      { path: '/PoliciesCirculars', element: <CircularsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
