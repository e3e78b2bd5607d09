import { lazy, useState } from 'react';
import { Admin, CanAccess, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider/authProvider';
import { SessionQueryClient } from './authProvider/sessionQueryClient';
import { ToDashboard } from './components/ToDashboard';
import Dashboard from './custom-routes/dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { landingScreens } from './landingScreens';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { lazyScreen } from './lib/lazyScreen';
import { takeRememberedPath } from './lib/session';
import { backOfficeStore } from './lib/store';
import admins from './resources/admins';
import audit from './resources/audit';
import briefings from './resources/briefings';
import contactMessages from './resources/contactMessages';
import invitations from './resources/invitations';
import moderators from './resources/moderators';
import myBriefings from './resources/myBriefings';
import savedReplies from './resources/savedReplies';
import users from './resources/users';
import workers from './resources/workers';
import { theme } from './theme';

const InvitationPage = lazy(() => import('./custom-routes/invitation/InvitationPage'));
const SignUpPage = lazy(() => import('./custom-routes/signUp/SignUpPage'));
const ContactUsPage = lazy(() => import('./custom-routes/contactUs/ContactUsPage'));
const PasswordResetPage = lazy(() => import('./custom-routes/passwordReset/PasswordResetPage'));
const ChangePasswordPage = lazy(() => import('./custom-routes/passwordReset/ChangePasswordPage'));
const ModeratorCreate = lazy(() => import('./resources/moderators/ModeratorCreate'));
const WorkerFakeUserPage = lazy(() => import('./resources/moderators/WorkerFakeUserPage'));
const PendingChats = lazyScreen(landingScreens.pendingChats);
const ChatPage = lazyScreen(landingScreens.chat);
const TeamStatisticsPage = lazy(() => import('./statistics/team/TeamStatisticsPage'));
const SystemPage = lazy(() => import('./custom-routes/system/SystemPage'));

const store = backOfficeStore();

// For src/main.tsx, which must not import the screens' loaders itself (src/landingScreens.ts).
export { loadLandingScreen } from './landingScreens';

/** Just signed in (or already signed in on /signIn): go to the remembered page. */
function AfterSignIn() {
  return <Navigate to={takeRememberedPath()} replace />;
}

export default function App() {
  // One per session: src/Root.tsx mounts a new App when the session changes.
  const [queryClient] = useState(() => new SessionQueryClient());
  return (
    <Admin
      queryClient={queryClient}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      catchAll={NotFound}
      dashboard={Dashboard}
      theme={theme}
      store={store}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="admins" {...admins} />
      <Resource name="workers" {...workers}>
        {workers.children}
        <Route path="newInvitation" element={<InvitationPage />} />
        <Route path=":workerId/fakeUsers/new" element={<WorkerFakeUserPage />} />
        <Route path=":workerId/fakeUsers/edit/:id" element={<WorkerFakeUserPage />} />
        <Route path=":workerId/edit/:id" element={<WorkerFakeUserPage />} />
      </Resource>
      <Resource name="moderators" {...moderators} />
      <Resource name="briefings" {...briefings} />
      <Resource name="myBriefings" {...myBriefings} />
      <Resource name="savedReplies" {...savedReplies} />
      <Resource name="audit" {...audit} />
      <Resource name="invitations" {...invitations} />
      <Resource name="contactMessages" {...contactMessages} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        {/* Signed in, these public pages say so inside the layout, with its menu (spec section 2). */}
        <Route path="/signUp" element={<SignUpPage />} />
        <Route path="/contactUs" element={<ContactUsPage />} />
        <Route path="/passwordReset" element={<PasswordResetPage />} />
        <Route path="/account/password" element={<ChangePasswordPage />} />
        <Route path="/pendingChats" element={<PendingChats />} />
        <Route path="/chat/:id" element={<ChatPage />} />
        <Route
          path="/statistics/team"
          element={
            <CanAccess resource="workerStatistics" action="list" accessDenied={<ToDashboard />}>
              <TeamStatisticsPage />
            </CanAccess>
          }
        />
        <Route
          path="/system"
          element={
            <CanAccess resource="system" action="list" accessDenied={<ToDashboard />}>
              <SystemPage />
            </CanAccess>
          }
        />
        <Route
          path="/create/moderator"
          element={
            <CanAccess resource="moderators" action="create" accessDenied={<ToDashboard />}>
              <ModeratorCreate />
            </CanAccess>
          }
        />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/signIn" element={<AfterSignIn />} />
      </CustomRoutes>
    </Admin>
  );
}
