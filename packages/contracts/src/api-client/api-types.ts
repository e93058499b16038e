// The API's types, generated from its OpenAPI description by `pnpm api:types`: do not edit by hand.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/health
         * @description Public: no session needed.
         */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/analytics/events
         * @description Public: no session needed.
         */
        post: operations["postApiAnalyticsEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/auth/login
         * @description Public: no session needed.
         */
        post: operations["postApiAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/logout
         * @description Public: no session needed.
         */
        post: operations["postApiLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/auth-status
         * @description Public: no session needed.
         */
        get: operations["getApiAuthStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/keep-alive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/auth/keep-alive
         * @description Signed-in users.
         */
        post: operations["postApiAuthKeepAlive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/login
         * @description Public: no session needed. Each property of the query schema is one query parameter.
         */
        get: operations["getApiLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/login/callback
         * @description Public: no session needed.
         */
        get: operations["getApiLoginCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pwd-reset-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/pwd-reset-link
         * @description Public: no session needed.
         */
        post: operations["postApiPwdResetLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pwd-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/pwd-reset
         * @description Public: no session needed.
         */
        post: operations["postApiPwdReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/user-context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/v1/identity/user-context
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiV1IdentityUserContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/set-context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/users/set-context
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiUsersSetContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/reset-context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/users/reset-context
         * @description Signed-in users.
         */
        get: operations["getApiUsersResetContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/switch-context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/users/switch-context
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiUsersSwitchContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ccm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/ccm
         * @description Public: no session needed.
         */
        get: operations["getApiCcm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/sites/{site}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/v1/identity/sites/{site}
         * @description Public: no session needed.
         */
        get: operations["getApiV1IdentitySitesSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/banner
         * @description Public: no session needed.
         */
        get: operations["getApiBanner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/products
         * @description Signed-in users.
         */
        get: operations["getApiProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/v1/products
         * @description Signed-in users.
         */
        get: operations["getApiV1Products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{loginId}/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/users/{loginId}/preferences
         * @description Signed-in users.
         */
        get: operations["getApiUsersLoginIdPreferences"];
        put?: never;
        /**
         * POST /api/users/{loginId}/preferences
         * @description Signed-in users whose role holds UPDATE on USER_SETTINGS.
         */
        post: operations["postApiUsersLoginIdPreferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * PUT /api/companies/{companyId}/users/profile
         * @description Users whose role holds UPDATE on USER_SETTINGS on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        put: operations["putApiCompaniesCompanyIdUsersProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/users/{loginId}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/v1/identity/users/{loginId}/access
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiV1IdentityUsersLoginIdAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/users/{loginId}/access-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/v1/identity/users/{loginId}/access-requests
         * @description Signed-in users.
         */
        post: operations["postApiV1IdentityUsersLoginIdAccessRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/company-admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/v1/identity/company-admins
         * @description Signed-in users.
         */
        get: operations["getApiV1IdentityCompanyAdmins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/users
         * @description Users whose role holds LIST on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        get: operations["getApiCompaniesCompanyIdUsers"];
        put?: never;
        /**
         * POST /api/companies/{companyId}/users
         * @description Users whose role holds CREATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiCompaniesCompanyIdUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/non-provisioned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/users/non-provisioned
         * @description Users whose role holds LIST on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        get: operations["getApiCompaniesCompanyIdUsersNonProvisioned"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/personas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/personas
         * @description Users whose role holds LIST on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        get: operations["getApiCompaniesCompanyIdPersonas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/export/{tab}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/users/export/{tab}
         * @description Users whose role holds LIST on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        get: operations["getApiCompaniesCompanyIdUsersExportTab"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/companies/{companyId}/users/validate
         * @description Users whose role holds CREATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiCompaniesCompanyIdUsersValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * PUT /api/companies/{companyId}/users/access
         * @description Users whose role holds UPDATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        put: operations["putApiCompaniesCompanyIdUsersAccess"];
        /**
         * POST /api/companies/{companyId}/users/access
         * @description Users whose role holds UPDATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiCompaniesCompanyIdUsersAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/companies/{companyId}/users/delete
         * @description Users whose role holds DELETE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiCompaniesCompanyIdUsersDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/companies/{companyId}/users/block
         * @description Users whose role holds UPDATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiCompaniesCompanyIdUsersBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/companies/{companyId}/users/unblock
         * @description Users whose role holds UPDATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiCompaniesCompanyIdUsersUnblock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/batch-tasks/{taskId}/RESEND_INVITE": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/batch-tasks/{taskId}/RESEND_INVITE
         * @description Users whose role holds CREATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        get: operations["getApiCompaniesCompanyIdBatchTasksTaskIdRESENDINVITE"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/registration/invitation
         * @description Public: no session needed. Each property of the query schema is one query parameter.
         */
        get: operations["getApiRegistrationInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/complete-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * PUT /api/companies/{companyId}/users/complete-registration
         * @description Public: no session needed.
         */
        put: operations["putApiCompaniesCompanyIdUsersCompleteRegistration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/complete-registration/basic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * PUT /api/companies/{companyId}/users/complete-registration/basic
         * @description Public: no session needed.
         */
        put: operations["putApiCompaniesCompanyIdUsersCompleteRegistrationBasic"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/download-bulk-create-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/users/download-bulk-create-template
         * @description Users whose role holds CREATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        get: operations["getApiCompaniesCompanyIdUsersDownloadBulkCreateTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/companies/{companyId}/download-bulk-edit-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/v1/identity/companies/{companyId}/download-bulk-edit-template
         * @description Users whose role holds UPDATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        get: operations["getApiV1IdentityCompaniesCompanyIdDownloadBulkEditTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/bulk-upload/validate-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/companies/{companyId}/users/bulk-upload/validate-create
         * @description Users whose role holds CREATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiCompaniesCompanyIdUsersBulkUploadValidateCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/companies/{companyId}/users/bulk-edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/v1/identity/companies/{companyId}/users/bulk-edit
         * @description Users whose role holds UPDATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiV1IdentityCompaniesCompanyIdUsersBulkEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/bulk-tasks/{taskId}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/companies/{companyId}/users/bulk-tasks/{taskId}/apply
         * @description Users whose role holds UPDATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiCompaniesCompanyIdUsersBulkTasksTaskIdApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/bulk-tasks/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/users/bulk-tasks/latest
         * @description Users whose role holds LIST on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        get: operations["getApiCompaniesCompanyIdUsersBulkTasksLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/bulk-tasks/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/users/bulk-tasks/{taskId}
         * @description Users whose role holds LIST on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        get: operations["getApiCompaniesCompanyIdUsersBulkTasksTaskId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/users/bulk-tasks/{taskId}/rejected-rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/users/bulk-tasks/{taskId}/rejected-rows
         * @description Users whose role holds LIST on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        get: operations["getApiCompaniesCompanyIdUsersBulkTasksTaskIdRejectedRows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/accounts/{tenantId}/access-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/v1/identity/accounts/{tenantId}/access-requests
         * @description Users whose role holds LIST on USER on the company named by `tenantId` (in the path): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        get: operations["getApiV1IdentityAccountsTenantIdAccessRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/accounts/{tenantId}/bulk-access-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/v1/identity/accounts/{tenantId}/bulk-access-requests
         * @description Users whose role holds UPDATE on USER on the company named by `tenantId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiV1IdentityAccountsTenantIdBulkAccessRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/access-audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/access-audit
         * @description Users whose role holds LIST on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        get: operations["getApiCompaniesCompanyIdAccessAudit"];
        /**
         * PUT /api/companies/{companyId}/access-audit
         * @description Users whose role holds UPDATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        put: operations["putApiCompaniesCompanyIdAccessAudit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/access-audit/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/access-audit/users
         * @description Users whose role holds LIST on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        get: operations["getApiCompaniesCompanyIdAccessAuditUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/access-audit/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * PUT /api/companies/{companyId}/access-audit/users/{userId}
         * @description Users whose role holds UPDATE on USER on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        put: operations["putApiCompaniesCompanyIdAccessAuditUsersUserId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-review-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/access-review-campaigns
         * @description Signed-in users whose role holds LIST on COMPANY. Each property of the query schema is one query parameter.
         */
        get: operations["getApiAccessReviewCampaigns"];
        put?: never;
        /**
         * POST /api/access-review-campaigns
         * @description Signed-in users whose role holds LIST on COMPANY.
         */
        post: operations["postApiAccessReviewCampaigns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-review-campaigns/{campaignId}/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/access-review-campaigns/{campaignId}/companies
         * @description Signed-in users whose role holds LIST on COMPANY. Each property of the query schema is one query parameter.
         */
        get: operations["getApiAccessReviewCampaignsCampaignIdCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-review-campaigns/{campaignId}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/access-review-campaigns/{campaignId}/evidence
         * @description Signed-in users whose role holds LIST on COMPANY.
         */
        get: operations["getApiAccessReviewCampaignsCampaignIdEvidence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/email-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/email-domains
         * @description Users whose role holds LIST on EMAIL_DOMAIN on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        get: operations["getApiCompaniesCompanyIdEmailDomains"];
        put?: never;
        /**
         * POST /api/companies/{companyId}/email-domains
         * @description Users whose role holds CREATE on EMAIL_DOMAIN on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiCompaniesCompanyIdEmailDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/email-domains/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/companies/{companyId}/email-domains/validate
         * @description Users whose role holds CREATE on EMAIL_DOMAIN on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiCompaniesCompanyIdEmailDomainsValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/email-domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * PUT /api/companies/{companyId}/email-domains/{id}
         * @description Users whose role holds UPDATE on EMAIL_DOMAIN on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        put: operations["putApiCompaniesCompanyIdEmailDomainsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/email-domains/{domainName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /api/companies/{companyId}/email-domains/{domainName}
         * @description Users whose role holds DELETE on EMAIL_DOMAIN on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        delete: operations["deleteApiCompaniesCompanyIdEmailDomainsDomainName"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/partner-associations/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/partner-associations/validate
         * @description Users whose role holds CREATE on COMPANY_PARTNER_ASSOCIATION on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        get: operations["getApiCompaniesCompanyIdPartnerAssociationsValidate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/partner-associations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/{companyId}/partner-associations
         * @description Users whose role holds LIST on COMPANY_PARTNER_ASSOCIATION on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        get: operations["getApiCompaniesCompanyIdPartnerAssociations"];
        put?: never;
        /**
         * POST /api/companies/{companyId}/partner-associations
         * @description Users whose role holds CREATE on COMPANY_PARTNER_ASSOCIATION on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiCompaniesCompanyIdPartnerAssociations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/partner-associations/{associationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * PUT /api/companies/{companyId}/partner-associations/{associationId}
         * @description Users whose role holds UPDATE on COMPANY_PARTNER_ASSOCIATION on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        put: operations["putApiCompaniesCompanyIdPartnerAssociationsAssociationId"];
        post?: never;
        /**
         * DELETE /api/companies/{companyId}/partner-associations/{associationId}
         * @description Users whose role holds DELETE on COMPANY_PARTNER_ASSOCIATION on the company named by `companyId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        delete: operations["deleteApiCompaniesCompanyIdPartnerAssociationsAssociationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/identity/tenants/{tenantId}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/v2/identity/tenants/{tenantId}/products
         * @description Users whose role holds LIST on COMPANY_PARTNER_ASSOCIATION on the company named by `tenantId` (in the path): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        get: operations["getApiV2IdentityTenantsTenantIdProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/identity/tenants/{tenantId}/fetch-active-partner-access-apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/v2/identity/tenants/{tenantId}/fetch-active-partner-access-apps
         * @description Users whose role holds LIST on COMPANY_PARTNER_ASSOCIATION on the company named by `tenantId` (in the path): their own or one tagged to them; super admins on the company chosen as their context.
         */
        post: operations["postApiV2IdentityTenantsTenantIdFetchActivePartnerAccessApps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analyticsReports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/analyticsReports
         * @description Public: no session needed.
         */
        get: operations["getApiAnalyticsReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/osc/user/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/osc/user/incidents
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiOscUserIncidents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/osc/user/incidents/{incidentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/osc/user/incidents/{incidentId}
         * @description Signed-in users.
         */
        get: operations["getApiOscUserIncidentsIncidentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/osc/user/incidents/{incidentId}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/osc/user/incidents/{incidentId}/attachment
         * @description Signed-in users.
         */
        get: operations["getApiOscUserIncidentsIncidentIdAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/osc/user/incident/{incidentId}/addThread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/osc/user/incident/{incidentId}/addThread
         * @description Signed-in users.
         */
        post: operations["postApiOscUserIncidentIncidentIdAddThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/incidents
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        post: operations["postApiIncidents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lcs/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/lcs/contact-us
         * @description Public: no session needed.
         */
        post: operations["postApiLcsContactUs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/activity-logs
         * @description Users whose role holds LIST on ACTIVITY_LOG on the company named by `companyId` (in the query): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        post: operations["postApiActivityLogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity-logs/eventlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/activity-logs/eventlist
         * @description Users whose role holds LIST on ACTIVITY_LOG on the company named by `companyId` (in the query): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        post: operations["postApiActivityLogsEventlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity-logs/applicationlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/activity-logs/applicationlist
         * @description Users whose role holds LIST on ACTIVITY_LOG on the company named by `companyId` (in the query): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        post: operations["postApiActivityLogsApplicationlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity-logs/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/activity-logs/download
         * @description Users whose role holds LIST on ACTIVITY_LOG on the company named by `companyId` (in the query): their own or one tagged to them; super admins on the company chosen as their context. Each property of the query schema is one query parameter.
         */
        post: operations["postApiActivityLogsDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies
         * @description Signed-in users whose role holds LIST on COMPANY. Each property of the query schema is one query parameter.
         */
        get: operations["getApiCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/types
         * @description Signed-in users whose role holds LIST on COMPANY.
         */
        get: operations["getApiCompaniesTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/companies/statuses
         * @description Signed-in users whose role holds LIST on COMPANY. Each property of the query schema is one query parameter.
         */
        get: operations["getApiCompaniesStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/users/companies
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiUsersCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/users
         * @description Signed-in users whose role holds LIST on COMPANY. Each property of the query schema is one query parameter.
         */
        post: operations["postApiUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/users/export
         * @description Signed-in users whose role holds LIST on COMPANY. Each property of the query schema is one query parameter.
         */
        post: operations["postApiUsersExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/filters/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/users/filters/roles
         * @description Signed-in users whose role holds LIST on COMPANY.
         */
        get: operations["getApiUsersFiltersRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/filters/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/users/filters/attributes
         * @description Signed-in users whose role holds LIST on COMPANY.
         */
        get: operations["getApiUsersFiltersAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/filters/sbu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/users/filters/sbu
         * @description Signed-in users whose role holds LIST on COMPANY.
         */
        get: operations["getApiUsersFiltersSbu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kb/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/kb/workspaces
         * @description Signed-in users.
         */
        get: operations["getApiKbWorkspaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledgeBaseTopArticle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/knowledgeBaseTopArticle
         * @description Signed-in users.
         */
        get: operations["getApiKnowledgeBaseTopArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kb/workspaces/{workspace}/hierarchy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/kb/workspaces/{workspace}/hierarchy
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiKbWorkspacesWorkspaceHierarchy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kb/workspaces/{workspace}/articles/{contentId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/kb/workspaces/{workspace}/articles/{contentId}/content
         * @description Signed-in users.
         */
        get: operations["getApiKbWorkspacesWorkspaceArticlesContentIdContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/content/execute-persisted-query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/v1/content/execute-persisted-query
         * @description Signed-in users.
         */
        post: operations["postApiV1ContentExecutePersistedQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wem-secured/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/wem-secured/tags
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiWemSecuredTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-fragments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/content-fragments
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiContentFragments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-fragments/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/content-fragments/details
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiContentFragmentsDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-management/{folder}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/content-management/{folder}/{name}
         * @description Public: no session needed.
         */
        get: operations["getApiContentManagementFolderName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-management/terms-and-conditions/{name}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/content-management/terms-and-conditions/{name}/pdf
         * @description Public: no session needed. Each property of the query schema is one query parameter.
         */
        get: operations["getApiContentManagementTermsAndConditionsNamePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-support/glossaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/v1/customer-support/glossaries
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiV1CustomerSupportGlossaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-support/search-glossaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/v1/customer-support/search-glossaries
         * @description Signed-in users.
         */
        post: operations["postApiV1CustomerSupportSearchGlossaries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-support/export-glossaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/v1/customer-support/export-glossaries
         * @description Signed-in users.
         */
        post: operations["postApiV1CustomerSupportExportGlossaries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-support/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/v1/customer-support/tags
         * @description Signed-in users. Each property of the query schema is one query parameter.
         */
        get: operations["getApiV1CustomerSupportTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/openapi.json
         * @description Signed-in users.
         */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/docs
         * @description Signed-in users.
         */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/start.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/docs/start.js
         * @description Signed-in users.
         */
        get: operations["getApiDocsStartJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/docs/{file}
         * @description Signed-in users.
         */
        get: operations["getApiDocsFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorEnvelope: {
            error: {
                status: number;
                message: string;
                headers?: {
                    [key: string]: string;
                };
                details?: unknown;
            };
        };
        AccessApprovalsResult: {
            approved: number;
            rejected: number;
        };
        AccessAuditState: {
            audit: {
                /** Format: date */
                dueDate: string;
                completedAt: string | null;
                completedBy: string | null;
                blockedAt: string | null;
            } | null;
        };
        AccessRequestCreated: {
            products: {
                code: string;
                /** @constant */
                accessStatus: "ACCESS_PENDING";
            }[];
        };
        AccessRequestList: {
            items: {
                id: string;
                first_name: string;
                last_name: string;
                email: string;
                loginId: string;
                product_text: string;
                products: string[];
                requestor_note: string;
                /** Format: date-time */
                create_time: string;
                companyName: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
        };
        AccessReviewCampaignList: {
            items: {
                id: string;
                /** Format: date */
                dueDate: string;
                /** Format: date-time */
                deadlineAt: string;
                /** Format: date-time */
                createdAt: string;
                createdBy: string;
                closedAt: string | null;
                companies: number;
                completed: number;
                blocked: number;
            }[];
            page: number;
            pageSize: number;
            total: number;
        };
        AccessReviewUserList: {
            items: {
                userId: string;
                firstName: string;
                lastName: string;
                email: string;
                /** @enum {string} */
                role: "SUPER_ADMIN" | "SUPER_ADMIN_SPECTATOR" | "SUPPLIER_ADMIN" | "REGULAR_USER" | "BASIC_USER" | "INTERNAL_ASSOCIATE" | "CATEGORY_MANAGER" | "MERCHANT" | "THIRD_PARTY_USER";
                /** @enum {string} */
                status: "ACTIVE" | "BLOCKED" | "PENDING";
                decision: ("KEEP" | "REMOVE") | null;
                decidedBy: string | null;
                decidedAt: string | null;
            }[];
            page: number;
            pageSize: number;
            total: number;
        };
        ActivePartnerApps: {
            partnerTenantId: string;
            apps: string[];
        }[];
        ActivityLogApplicationList: {
            applications: string[];
        };
        ActivityLogEventList: {
            events: ("SIGN_IN" | "SIGN_OUT" | "SIGN_IN_REFUSED" | "USER_PROVISIONED" | "COMPANY_CONTEXT_SET" | "COMPANY_CONTEXT_RESET" | "COMPANY_CONTEXT_SWITCHED" | "SUPER_ADMIN_CREATED" | "PASSWORD_RESET_REQUESTED" | "PASSWORD_RESET" | "PROFILE_UPDATED" | "PREFERENCES_UPDATED" | "ACCESS_REQUESTED" | "TICKET_CREATED" | "TICKET_COMMENTED" | "CONTACT_REQUEST_SENT" | "USER_INVITED" | "INVITATION_RESENT" | "REGISTRATION_COMPLETED" | "USER_ACTIVATED" | "USER_ACCESS_CHANGED" | "USER_DELETED" | "USER_BLOCKED" | "USER_UNBLOCKED" | "USERS_EXPORTED" | "BULK_USERS_APPLIED" | "ACCESS_REQUEST_APPROVED" | "ACCESS_REQUEST_REJECTED" | "ACCESS_LAPSED" | "ACCESS_AUDIT_COMPLETED" | "ACCESS_REVIEW_DECIDED" | "ACCESS_REVIEW_CAMPAIGN_OPENED" | "ACCESS_REVIEW_DEADLINE_PASSED" | "EMAIL_DOMAIN_ADDED" | "EMAIL_DOMAIN_CHANGED" | "EMAIL_DOMAIN_DELETED" | "PARTNER_ASSOCIATED" | "PARTNER_ACCESS_CHANGED" | "PARTNER_ASSOCIATION_ENDED" | "PARTNER_ASSOCIATION_LAPSED")[];
        };
        ActivityLogPage: {
            items: {
                id: string;
                /** Format: date-time */
                uiCreatedOnDate: string;
                actor: string;
                actingSuperAdmin: string | null;
                entityId: string;
                /** @enum {string} */
                event: "SIGN_IN" | "SIGN_OUT" | "SIGN_IN_REFUSED" | "USER_PROVISIONED" | "COMPANY_CONTEXT_SET" | "COMPANY_CONTEXT_RESET" | "COMPANY_CONTEXT_SWITCHED" | "SUPER_ADMIN_CREATED" | "PASSWORD_RESET_REQUESTED" | "PASSWORD_RESET" | "PROFILE_UPDATED" | "PREFERENCES_UPDATED" | "ACCESS_REQUESTED" | "TICKET_CREATED" | "TICKET_COMMENTED" | "CONTACT_REQUEST_SENT" | "USER_INVITED" | "INVITATION_RESENT" | "REGISTRATION_COMPLETED" | "USER_ACTIVATED" | "USER_ACCESS_CHANGED" | "USER_DELETED" | "USER_BLOCKED" | "USER_UNBLOCKED" | "USERS_EXPORTED" | "BULK_USERS_APPLIED" | "ACCESS_REQUEST_APPROVED" | "ACCESS_REQUEST_REJECTED" | "ACCESS_LAPSED" | "ACCESS_AUDIT_COMPLETED" | "ACCESS_REVIEW_DECIDED" | "ACCESS_REVIEW_CAMPAIGN_OPENED" | "ACCESS_REVIEW_DEADLINE_PASSED" | "EMAIL_DOMAIN_ADDED" | "EMAIL_DOMAIN_CHANGED" | "EMAIL_DOMAIN_DELETED" | "PARTNER_ASSOCIATED" | "PARTNER_ACCESS_CHANGED" | "PARTNER_ASSOCIATION_ENDED" | "PARTNER_ASSOCIATION_LAPSED";
                eventDescription: string;
                sourceApp: string;
            }[];
            pageNumber: number;
            pageSize: number;
            total: number;
            totalIsCapped: boolean;
            retentionDays: number;
        };
        AuthStatus: {
            authenticated: boolean;
            idleTimeoutSeconds?: number;
            /** Format: date-time */
            idleExpiresAt?: string;
            singleSignOn?: boolean;
        };
        BlockBanner: {
            banner: {
                id: string;
                message: string;
                linkText: string | null;
                linkUrl: string | null;
            } | null;
        };
        BotChallenge: {
            challenge: {
                id: string;
                /** @constant */
                kind: "press-hold";
                holdMs: number;
                prompt: string;
                /** Format: date-time */
                expiresAt: string;
                work: {
                    seed: string;
                    difficulty: number;
                };
            };
            /** @enum {string} */
            refusal?: "unknown" | "expired" | "otherClient" | "wrongWork" | "tooShort" | "wrongAnswer" | "replayed";
        };
        BulkPreview: {
            /** Format: uuid */
            taskId: string;
            /** @enum {string} */
            kind: "create" | "edit";
            fileName: string;
            counts: {
                create: number;
                update: number;
                unchanged: number;
                error: number;
            };
            needsOverrideConfirmation: boolean;
            rows: {
                rowNumber: number;
                email: string;
                /** @enum {string} */
                action: "create" | "update" | "unchanged" | "error";
                problems: ("invalidEmail" | "missingName" | "notAuthorisedDomain" | "unknownRole" | "unknownProduct" | "duplicateRow" | "alreadyUser" | "notAUser" | "changedSinceUpload")[];
            }[];
        };
        BulkTaskProgress: {
            /** Format: uuid */
            taskId: string;
            /** @enum {string} */
            kind: "create" | "edit";
            fileName: string;
            /** @enum {string} */
            status: "preview" | "running" | "done" | "failed";
            total: number;
            done: number;
            failed: number;
            left: number;
            rejected: number;
            unchanged: number;
        };
        BulkTaskStarted: {
            message: string;
            progress: {
                /** Format: uuid */
                taskId: string;
                /** @enum {string} */
                kind: "create" | "edit";
                fileName: string;
                /** @enum {string} */
                status: "preview" | "running" | "done" | "failed";
                total: number;
                done: number;
                failed: number;
                left: number;
                rejected: number;
                unchanged: number;
            };
        };
        CampaignCompanyList: {
            items: {
                companyId: string;
                companyName: string;
                /** @enum {string} */
                status: "OPEN" | "COMPLETED" | "BLOCKED";
                completedAt: string | null;
                completedBy: string | null;
                kept: number;
                removed: number;
            }[];
            page: number;
            pageSize: number;
            total: number;
        };
        CompanyAdmins: {
            items: {
                name: string;
                /** Format: email */
                email: string;
            }[];
        };
        CompanyListPage: {
            items: {
                id: string;
                companyName: string;
                /** @enum {string} */
                status: "ACTIVE" | "INACTIVE";
                adminEmail: string;
                /** @enum {string} */
                companyType: "SUPPLIER" | "THIRD_PARTY_AGENCY" | "ACCOUNT";
                uiCompanyType: string;
                /** @enum {string} */
                market: "US" | "MX" | "CA";
                subscribedProduct: string[];
                associatedProducts?: {
                    /** @enum {string} */
                    status: "ACTIVE" | "INACTIVE";
                    associatedProductId: {
                        productId: string;
                    };
                }[];
            }[];
            page: number;
            pageSize: number;
            total: number;
        };
        CompanyStatuses: ("ACTIVE" | "INACTIVE")[];
        CompanyTypeOptions: {
            /** @enum {string} */
            id: "SUPPLIER" | "THIRD_PARTY_AGENCY" | "ACCOUNT";
            label: string;
        }[];
        ContactUsCreated: {
            /** Format: uuid */
            requestId: string;
        };
        ContentFragment: {
            assetPath: string;
            title: string;
            summary: string;
            html: string;
            publishedOn: string | null;
            updatedOn: string;
            tags: string[];
            downloadable: boolean;
            /** @enum {string} */
            locale: "en-US" | "es-MX" | "fr-CA" | "en" | "es" | "fr";
            /** @enum {string} */
            requestedLocale: "en-US" | "es-MX" | "fr-CA";
            fallback: boolean;
        };
        ContentFragmentList: {
            fragments: {
                assetPath: string;
                title: string;
                summary: string;
                publishedOn: string;
                tags: string[];
            }[];
        };
        ContentTagList: {
            tags: {
                id: string;
                title: string;
                count: number;
            }[];
        };
        EmailDomainCheck: {
            domainName: string;
            domain: string;
            /** @enum {string} */
            problem?: "invalidHostName" | "publicProvider" | "otherCompany" | "duplicate";
        };
        EmailDomainList: {
            items: {
                id: string;
                domainName: string;
                domain: string;
                allowSubDomains: boolean;
                is3pDomain: boolean;
                uiCreatedOnDate: string;
                userCount: number;
            }[];
            page: number;
            pageSize: number;
            total: number;
        };
        EmailDomainRow: {
            id: string;
            domainName: string;
            domain: string;
            allowSubDomains: boolean;
            is3pDomain: boolean;
            uiCreatedOnDate: string;
            userCount: number;
        };
        GlobalUserFilterValues: string[];
        GlobalUserPage: {
            items: {
                loginId: string;
                firstName: string;
                lastName: string;
                email: string;
                companyId: string | null;
                companyName: string | null;
                companyType: ("SUPPLIER" | "THIRD_PARTY_AGENCY" | "ACCOUNT") | null;
                uiCompanyType: string | null;
                thirdPartyCompanyName: string | null;
                appAccess: string[];
                /** @enum {string} */
                role: "SUPER_ADMIN" | "SUPER_ADMIN_SPECTATOR" | "SUPPLIER_ADMIN" | "REGULAR_USER" | "BASIC_USER" | "INTERNAL_ASSOCIATE" | "CATEGORY_MANAGER" | "MERCHANT" | "THIRD_PARTY_USER";
                sbu: string | null;
                lastLogin: string | null;
                buoAreaNumber: string | null;
                /** @enum {string} */
                status: "ACTIVE" | "BLOCKED" | "PENDING";
            }[];
            pageNo: number;
            pageSize: number;
            total: number;
        };
        GlossaryPage: {
            fuzzy_search: string[];
            match_lists: {
                id: string;
                business_name: string;
                business_definition: string;
                dss_business_name: string;
                technical_name: string;
                type: string;
                glossary_tags: {
                    tag_name: string;
                    tag_value: string;
                }[];
                available_products: ("chnl_perf_report_builder" | "shopper_behavior" | "customer_perception" | "digital_landscapes" | "chnl_perf_insights" | "chnl_perf_bi_link" | "chnl_perf_cloud_feeds" | "chnl_perf_data_feeds_api" | "mod_intel")[];
            }[];
            page_number: number;
            page_size: number;
            total_pages: number;
            total_elements: number;
            tag_values: ("chnl_perf_report_builder" | "shopper_behavior" | "customer_perception" | "digital_landscapes" | "chnl_perf_insights" | "chnl_perf_bi_link" | "chnl_perf_cloud_feeds" | "chnl_perf_data_feeds_api" | "mod_intel")[];
        };
        GlossaryTagList: {
            tag_name: string;
            tag_values: string[];
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "error";
            /** @enum {string} */
            database: "up" | "down";
        };
        IncidentComment: {
            /** Format: uuid */
            id: string;
            text: string;
            author: string;
            fromSupportDesk: boolean;
            /** Format: date-time */
            createdOn: string;
        };
        IncidentCreated: {
            /** Format: uuid */
            incidentId: string;
            referenceNumber: string;
        };
        IncidentDetailView: {
            /** Format: uuid */
            incidentId: string;
            referenceNumber: string;
            subject: string;
            /** @enum {string} */
            statusInfo: "UNRESOLVED" | "UPDATED" | "WAITING" | "SOLVED";
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            lastUpdatedOn: string;
            fields: {
                [key: string]: string | number | boolean;
            };
            choices: {
                accountType: string;
                supportType: string | null;
                issue: string | null;
                issueType: string | null;
                subIssueType: string | null;
            };
            attachment: {
                name: string;
                size: number;
                /** @enum {string} */
                contentType: "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "text/plain" | "text/csv" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
            } | null;
            comments: {
                /** Format: uuid */
                id: string;
                text: string;
                author: string;
                fromSupportDesk: boolean;
                /** Format: date-time */
                createdOn: string;
            }[];
        };
        IncidentPage: {
            items: {
                /** Format: uuid */
                incidentId: string;
                referenceNumber: string;
                subject: string;
                /** @enum {string} */
                statusInfo: "UNRESOLVED" | "UPDATED" | "WAITING" | "SOLVED";
                /** Format: date-time */
                createdOn: string;
                /** Format: date-time */
                lastUpdatedOn: string;
            }[];
            page: number;
            page_size: number;
            total: number;
        };
        Invitation: {
            companyId: string;
            companyName: string;
            /** @enum {string} */
            companyType: "SUPPLIER" | "THIRD_PARTY_AGENCY" | "ACCOUNT";
            basic: boolean;
            email: string;
            firstName: string;
            lastName: string;
            /** Format: date-time */
            expiresAt: string;
        };
        InvitationResent: {
            message: string;
        };
        KbArticle: {
            contentId: string;
            title: string;
            category: {
                id: string;
                title: string;
            };
            html: string;
            tags: string[];
            updatedOn: string;
            /** @enum {string} */
            locale: "en-US" | "es-MX" | "fr-CA" | "en" | "es" | "fr";
            /** @enum {string} */
            requestedLocale: "en-US" | "es-MX" | "fr-CA";
            fallback: boolean;
        };
        KbHierarchy: {
            /** @enum {string} */
            workspace: "charter" | "basic";
            categories: {
                id: string;
                title: string;
                description: string;
                articles: {
                    contentId: string;
                    title: string;
                    summary: string;
                    category: string;
                    updatedOn: string;
                }[];
            }[];
        };
        KbSearchResult: {
            total: number;
            page: number;
            totalPages: number;
            results: {
                contentId: string;
                title: {
                    text: string;
                    match: boolean;
                }[];
                excerpt: {
                    text: string;
                    match: boolean;
                }[];
                category: {
                    id: string;
                    title: string;
                };
                /** @enum {string} */
                locale: "en-US" | "es-MX" | "fr-CA" | "en" | "es" | "fr";
            }[];
        };
        KbTopArticles: {
            articles: {
                contentId: string;
                title: string;
            }[];
        };
        KbWorkspaceList: {
            workspaces: {
                /** @enum {string} */
                id: "charter" | "basic";
                title: string;
                articleCount: number;
            }[];
        };
        LaunchCatalogue: {
            categories: {
                /** @enum {string} */
                id: "KNOW_YOUR_CUSTOMER" | "KNOW_YOUR_SUPPLIER";
                title: string;
            }[];
            products: {
                id: string;
                code: string;
                title: string;
                description: string;
                /** @enum {string} */
                icon: "basket" | "report" | "channels" | "speech" | "search" | "target" | "shelves" | "pulse";
                footer: string | null;
                /** @enum {string} */
                category: "KNOW_YOUR_CUSTOMER" | "KNOW_YOUR_SUPPLIER";
                redirectUrl: string;
                isNewTab: boolean;
                hideWhenNoAccess: ("US" | "MX" | "CA")[];
                analyticsID: string;
                learnMore: ({
                    /** @constant */
                    comingSoon: true;
                } | {
                    /** @constant */
                    comingSoon: false;
                    title: string;
                    description: string;
                    keyNotes: string[];
                    audience: string | null;
                    howToGetAccess: string | null;
                    imageKey: string | null;
                    subText: string | null;
                    analyticsID: string;
                }) | null;
                accessStatus: ("ACCESS_PENDING" | "ACCESS_COMPLETE") | null;
            }[];
        };
        LogoutAnswer: {
            /** Format: uri */
            endSessionUrl: string;
        };
        NewUsersCreated: {
            users: {
                loginId: string;
                taskId: string;
            }[];
        };
        NewUsersValidation: {
            valid: boolean;
            users: {
                /** @enum {string} */
                email?: "notAuthorisedDomain" | "alreadyUser" | "alreadyInvited" | "repeatedInList";
                /** @enum {string} */
                role?: "roleNotAllowed";
                /** @enum {string} */
                products?: "unknownProduct";
            }[];
        };
        NonProvisionedUsers: {
            items: {
                loginId: string;
                firstName: string;
                lastName: string;
                email: string;
                /** @enum {string} */
                userType: "EXTERNAL" | "INTERNAL";
                /** @enum {string} */
                role: "SUPER_ADMIN" | "SUPER_ADMIN_SPECTATOR" | "SUPPLIER_ADMIN" | "REGULAR_USER" | "BASIC_USER" | "INTERNAL_ASSOCIATE" | "CATEGORY_MANAGER" | "MERCHANT" | "THIRD_PARTY_USER";
                /** @enum {string} */
                uiCompanyType: "SUPPLIER" | "THIRD_PARTY_AGENCY" | "ACCOUNT";
                companyName: string;
                multipleSupplierAccess: boolean;
                products: string[];
                uiAppAccess: string[];
                /** @enum {string} */
                uiState: "ACTIVE" | "BLOCKED" | "PENDING";
                createdBy: string | null;
                /** Format: date-time */
                uiCreatedOnDate: string;
                uiLastLoginTime: string | null;
                blockedReason: string | null;
                uiBlockedBy: string | null;
                uiBlockedOn: string | null;
                type: "CREATE_USER" | null;
                stage: ("INVITATION_SENT" | "GRANTING_ACCESS" | "COMPLETING" | "WAITING_FOR_ACCESS") | null;
                taskId: string | null;
            }[];
            page: number;
            pageSize: number;
            total: number;
        };
        OpenedCampaign: {
            id: string;
        };
        PartnerAssociationList: {
            items: {
                id: string;
                partnerCompany: {
                    id: string;
                    companyName: string;
                    businessCode: string;
                    adminEmail: string;
                };
                appAccess: {
                    code: string;
                    title: string;
                }[];
                endsOn: string | null;
                uiCreatedOnDate: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
        };
        PartnerAssociationRow: {
            id: string;
            partnerCompany: {
                id: string;
                companyName: string;
                businessCode: string;
                adminEmail: string;
            };
            appAccess: {
                code: string;
                title: string;
            }[];
            endsOn: string | null;
            uiCreatedOnDate: string;
        };
        PartnerCheck: {
            partnerCompany?: {
                id: string;
                companyName: string;
                businessCode: string;
                adminEmail: string;
            };
            /** @enum {string} */
            problem?: "unknownCode" | "notAgency" | "alreadyAssociated";
        };
        PortalConfiguration: {
            /** @enum {string} */
            market: "US" | "MX" | "CA";
            /** @enum {string} */
            environment: "production" | "non-production";
            experimentationKey: string;
            featureFlags: {
                "insights-activation-rollout": boolean;
                "wem-kb-rollout": boolean;
                "kb-search-rollout": boolean;
                "contact-us-a-b-test": boolean;
            };
            /** @enum {string} */
            supportFormReading: "optional" | "required";
            /** @enum {string} */
            adminDenialReading: "administrator" | "admin";
        };
        ProductAccessPage: {
            items: {
                code: string;
                title: string;
                description: string;
                accessStatus: ("ACCESS_PENDING" | "ACCESS_COMPLETE") | null;
            }[];
            page: number;
            page_size: number;
            total: number;
        };
        RestrictedLaunchInfo: {
            code: string;
            /** @enum {string} */
            restricted_launch_flag: "alpha" | "beta";
        }[];
        SiteLanguages: {
            /** @enum {string} */
            site_id: "US" | "MX" | "CA";
            languages: {
                /** @enum {string} */
                id: "en-US" | "es-MX" | "fr-CA";
                value: string;
            }[];
        };
        StoredUserPreferences: {
            locale: {
                timezone: string;
            };
            /** @enum {string} */
            language_code: "en-US" | "es-MX" | "fr-CA";
        };
        SupportConfiguration: {
            accountTypes: {
                /** @enum {number} */
                id: 25 | 23;
                title: string;
            }[];
            supportTypes: {
                id: number;
                title: string;
            }[];
            issueGroups: {
                supportTypeId: number;
                items: {
                    id: number;
                    title: string;
                    parentId: number | null;
                    /** @enum {number} */
                    level: 1 | 2 | 3;
                }[];
            }[];
        };
        UserAssignmentOptions: {
            roles: ("SUPER_ADMIN" | "SUPER_ADMIN_SPECTATOR" | "SUPPLIER_ADMIN" | "REGULAR_USER" | "BASIC_USER" | "INTERNAL_ASSOCIATE" | "CATEGORY_MANAGER" | "MERCHANT" | "THIRD_PARTY_USER")[];
            products: {
                code: string;
                title: string;
            }[];
        };
        UserCompanies: {
            id: string;
            companyName: string;
            /** @enum {string} */
            companyType: "SUPPLIER" | "THIRD_PARTY_AGENCY" | "ACCOUNT";
            uiCompanyType: string;
        }[];
        UserDetails: {
            first_name: string;
            last_name: string;
            login_id: string;
            email_address: string;
            phone_number: string | null;
            /** @enum {string} */
            user_type: "EXTERNAL" | "INTERNAL";
            tenant: {
                id: string;
                name: string;
                /** @enum {string} */
                type: "SUPPLIER" | "THIRD_PARTY_AGENCY" | "BASIC_VENDOR" | "BASIC_THIRD_PARTY_AGENCY" | "UNKNOWN" | "INTERNAL";
            } | null;
            /** @enum {string} */
            site_id: "US" | "MX" | "CA";
            third_party_user: boolean;
            user_preferences: {
                locale: {
                    timezone: string;
                };
                /** @enum {string} */
                language_code: "en-US" | "es-MX" | "fr-CA";
            };
            authz: {
                group: ("Super Admin" | "Super Admin Spectator" | "Admin") | null;
                permissions?: {
                    /** @enum {string} */
                    action: "LIST" | "CREATE" | "UPDATE" | "DELETE" | "SWITCH";
                    /** @enum {string} */
                    resource: "USER" | "EMAIL_DOMAIN" | "COMPANY_PARTNER_ASSOCIATION" | "ACTIVITY_LOG" | "COMPANY" | "PERSONA" | "USER_SETTINGS";
                }[];
            };
            persona_access_codes: number[];
            products: {
                product_id: string;
            }[];
            accessClass: "MULTIPLE_TENANTS" | null;
            companyType: ("SUPPLIER" | "THIRD_PARTY_AGENCY" | "ACCOUNT") | null;
        };
        UserListPage: {
            items: {
                loginId: string;
                firstName: string;
                lastName: string;
                email: string;
                /** @enum {string} */
                userType: "EXTERNAL" | "INTERNAL";
                /** @enum {string} */
                role: "SUPER_ADMIN" | "SUPER_ADMIN_SPECTATOR" | "SUPPLIER_ADMIN" | "REGULAR_USER" | "BASIC_USER" | "INTERNAL_ASSOCIATE" | "CATEGORY_MANAGER" | "MERCHANT" | "THIRD_PARTY_USER";
                /** @enum {string} */
                uiCompanyType: "SUPPLIER" | "THIRD_PARTY_AGENCY" | "ACCOUNT";
                companyName: string;
                multipleSupplierAccess: boolean;
                products: string[];
                uiAppAccess: string[];
                /** @enum {string} */
                uiState: "ACTIVE" | "BLOCKED" | "PENDING";
                createdBy: string | null;
                /** Format: date-time */
                uiCreatedOnDate: string;
                uiLastLoginTime: string | null;
                blockedReason: string | null;
                uiBlockedBy: string | null;
                uiBlockedOn: string | null;
                type: "CREATE_USER" | null;
                stage: ("INVITATION_SENT" | "GRANTING_ACCESS" | "COMPLETING" | "WAITING_FOR_ACCESS") | null;
                taskId: string | null;
            }[];
            page: number;
            pageSize: number;
            total: number;
            counts: {
                [key: string]: number;
            };
        };
        UsersChanged: {
            changed: number;
        };
    };
    responses: {
        /** @description The database cannot be reached for a moment. */
        DatabaseUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 503,
                 *         "message": "The portal is briefly unavailable. Please try again in a moment."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request does not match its schema; `details` lists each problem. */
        InvalidRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 400,
                 *         "message": "An error occurred while processing your request. Please try again."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No session, or it ended: the message says why. */
        NoSession: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 401,
                 *         "message": "Missing token"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The caller’s role lacks the permission. */
        NotPermitted: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 403,
                 *         "message": "Your role does not allow this"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The caller may not act on this company, or lacks the permission. */
        NotYourCompany: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 403,
                 *         "message": "You cannot do this for this company"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description An unexpected failure; nothing of it is told. */
        Unexpected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 500,
                 *         "message": "An error occurred while processing your request. Please try again."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A cross-site request, or a view-only caller. */
        ViewOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 403,
                 *         "message": "Your account can view only: it cannot change anything"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A cross-site request, or a view-only caller. The caller’s role lacks the permission. */
        ViewOnlyOrNotPermitted: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A cross-site request, or a view-only caller. The caller may not act on this company, or lacks the permission. */
        ViewOnlyOrNotYourCompany: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "up"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiAnalyticsEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events: {
                        /** @enum {string} */
                        kind: "click" | "hover" | "scroll" | "enterKeyDown" | "suggestion" | "autoSuggestItemSelect" | "dataDefinitionRendered" | "success" | "search" | "noResult" | "error" | "pageUpdate" | "pageView";
                        name: string;
                        page: string;
                        /** Format: date-time */
                        at: string;
                        data?: {
                            [key: string]: string | number | boolean | null;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Success, with no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidRequest"];
            403: components["responses"]["ViewOnly"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many analytics events: send them again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 429,
                     *         "message": "Too many analytics events: send them again later."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "authenticated": true
                     *     }
                     */
                    "application/json": components["schemas"]["AuthStatus"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            /** @description Invalid email or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 401,
                     *         "message": "Invalid email or password"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            403: components["responses"]["ViewOnly"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many sign-in attempts. Please try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 429,
                     *         "message": "Too many sign-in attempts. Please try again later."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutAnswer"];
                };
            };
            /** @description Signed out, and the identity provider has no sign-out of its own to visit. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["ViewOnly"];
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiAuthStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthStatus"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiAuthKeepAlive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthStatus"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnly"];
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiLogin: {
        parameters: {
            query?: {
                lastUrl?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider; without one, to the portal’s own sign-in page. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match its schema; `details` lists each problem. This portal does not answer on this host name. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiLoginCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in, back to `lastUrl`; refused, to the sign-in failure page. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This portal does not answer on this host name. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 400,
                     *         "message": "This portal does not answer on this host name."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "Not Found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiPwdResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success, with no body. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match its schema; `details` lists each problem. This portal does not answer on this host name. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            403: components["responses"]["ViewOnly"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many password reset requests. Please try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 429,
                     *         "message": "Too many password reset requests. Please try again later."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiPwdReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success, with no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match its schema; `details` lists each problem. This password reset link is invalid or has expired. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            403: components["responses"]["ViewOnly"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiV1IdentityUserContext: {
        parameters: {
            query?: {
                permissions?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiUsersSetContext: {
        parameters: {
            query: {
                companyId: string;
                reason: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            /** @description A cross-site request, or a view-only caller. Only super admins and spectators choose a company context */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description There is no active company with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "There is no active company with this id"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiUsersResetContext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnly"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiUsersSwitchContext: {
        parameters: {
            query: {
                companyId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            /** @description A cross-site request, or a view-only caller. Super admins and spectators choose a company with set-context You can only switch to a company you work for */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCcm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalConfiguration"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiV1IdentitySitesSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteLanguages"];
                };
            };
            /** @description There is no site UK */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "There is no site UK"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockBanner"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchCatalogue"];
                };
            };
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiV1Products: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestrictedLaunchInfo"];
                };
            };
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiUsersLoginIdPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loginId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredUserPreferences"];
                };
            };
            401: components["responses"]["NoSession"];
            /** @description You can only read and change your own preferences */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 403,
                     *         "message": "You can only read and change your own preferences"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiUsersLoginIdPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loginId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language_code: "en-US" | "es-MX" | "fr-CA";
                    locale: {
                        timezone: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredUserPreferences"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. The MX site does not offer the language fr-CA */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            /** @description A cross-site request, or a view-only caller. The caller’s role lacks the permission. You can only read and change your own preferences */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    putApiCompaniesCompanyIdUsersProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    phone_number: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            /** @description A cross-site request, or a view-only caller. The caller may not act on this company, or lacks the permission. You can only change your own profile, under the company you act for */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiV1IdentityUsersLoginIdAccess: {
        parameters: {
            query?: {
                search?: string;
                page?: string;
                page_size?: string;
            };
            header?: never;
            path: {
                loginId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAccessPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            /** @description Only internal users can request access, and only for themselves */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 403,
                     *         "message": "Only internal users can request access, and only for themselves"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiV1IdentityUsersLoginIdAccessRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loginId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenant_id: string;
                    products: string[];
                    requestor_note: string;
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessRequestCreated"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. This site offers no product with these codes You already have access to these products */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            /** @description A cross-site request, or a view-only caller. Only internal users can request access, and only for themselves */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiV1IdentityCompanyAdmins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyAdmins"];
                };
            };
            401: components["responses"]["NoSession"];
            /** @description Internal users request access themselves, on the request access page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 403,
                     *         "message": "Internal users request access themselves, on the request access page"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdUsers: {
        parameters: {
            query?: {
                tab?: "userManagement" | "pendingUserManagement" | "blockedUserManagement" | "sponsoredSupplier";
                search?: string;
                page?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100";
                sortBy?: "name" | "email" | "role" | "status" | "lastLogin" | "createdOn" | "blockedOn" | "companyName";
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiCompaniesCompanyIdUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    users: {
                        firstName: string;
                        lastName: string;
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        role: "SUPER_ADMIN" | "SUPER_ADMIN_SPECTATOR" | "SUPPLIER_ADMIN" | "REGULAR_USER" | "BASIC_USER" | "INTERNAL_ASSOCIATE" | "CATEGORY_MANAGER" | "MERCHANT" | "THIRD_PARTY_USER";
                        products: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewUsersCreated"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. This portal does not answer on this host name. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Some users cannot be added */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 422,
                     *         "message": "Some users cannot be added"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdUsersNonProvisioned: {
        parameters: {
            query?: {
                search?: string;
                page?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100";
                sortBy?: "name" | "email" | "role" | "status" | "lastLogin" | "createdOn" | "blockedOn" | "companyName";
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NonProvisionedUsers"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdPersonas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAssignmentOptions"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdUsersExportTab: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path: {
                companyId: string;
                tab: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tab’s rows as a spreadsheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. Choose one of the user management tabs to export */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiCompaniesCompanyIdUsersValidate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    users: {
                        firstName: string;
                        lastName: string;
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        role: "SUPER_ADMIN" | "SUPER_ADMIN_SPECTATOR" | "SUPPLIER_ADMIN" | "REGULAR_USER" | "BASIC_USER" | "INTERNAL_ASSOCIATE" | "CATEGORY_MANAGER" | "MERCHANT" | "THIRD_PARTY_USER";
                        products: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewUsersValidation"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    putApiCompaniesCompanyIdUsersAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loginId: string;
                    /** @enum {string} */
                    role: "SUPER_ADMIN" | "SUPER_ADMIN_SPECTATOR" | "SUPPLIER_ADMIN" | "REGULAR_USER" | "BASIC_USER" | "INTERNAL_ASSOCIATE" | "CATEGORY_MANAGER" | "MERCHANT" | "THIRD_PARTY_USER";
                    products: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changed": 1
                     *     }
                     */
                    "application/json": components["schemas"]["UsersChanged"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. You cannot do this to your own account This company cannot give this role This company cannot give access to these products here */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description No user of this company has these login ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "No user of this company has these login ids"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description These users’ status does not allow this change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "These users’ status does not allow this change"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiCompaniesCompanyIdUsersAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loginIds: string[];
                    products: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changed": 1
                     *     }
                     */
                    "application/json": components["schemas"]["UsersChanged"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. You cannot do this to your own account This company cannot give this role This company cannot give access to these products here */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description No user of this company has these login ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "No user of this company has these login ids"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description These users’ status does not allow this change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "These users’ status does not allow this change"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiCompaniesCompanyIdUsersDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loginIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changed": 1
                     *     }
                     */
                    "application/json": components["schemas"]["UsersChanged"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. You cannot do this to your own account This company cannot give this role This company cannot give access to these products here */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description No user of this company has these login ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "No user of this company has these login ids"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description These users’ status does not allow this change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "These users’ status does not allow this change"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiCompaniesCompanyIdUsersBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loginIds: string[];
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changed": 1
                     *     }
                     */
                    "application/json": components["schemas"]["UsersChanged"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. You cannot do this to your own account This company cannot give this role This company cannot give access to these products here */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description No user of this company has these login ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "No user of this company has these login ids"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description These users’ status does not allow this change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "These users’ status does not allow this change"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiCompaniesCompanyIdUsersUnblock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loginIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changed": 1
                     *     }
                     */
                    "application/json": components["schemas"]["UsersChanged"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. You cannot do this to your own account This company cannot give this role This company cannot give access to these products here */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description No user of this company has these login ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "No user of this company has these login ids"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description These users’ status does not allow this change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "These users’ status does not allow this change"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdBatchTasksTaskIdRESENDINVITE: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Email sent successfully."
                     *     }
                     */
                    "application/json": components["schemas"]["InvitationResent"];
                };
            };
            /** @description This portal does not answer on this host name. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 400,
                     *         "message": "This portal does not answer on this host name."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description Resend email failed. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "Resend email failed."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Resend email failed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "Resend email failed."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiRegistrationInvitation: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            /** @description This invitation link is invalid or has expired. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "This invitation link is invalid or has expired."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    putApiCompaniesCompanyIdUsersCompleteRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    firstName: string;
                    lastName: string;
                    phone: string;
                    password: string;
                    /** @constant */
                    acceptTerms: true;
                };
            };
        };
        responses: {
            /** @description Success, with no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match its schema; `details` lists each problem. This invitation is completed through the standard registration This invitation is completed through the basic registration */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            403: components["responses"]["ViewOnly"];
            /** @description This invitation link is invalid or has expired. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "This invitation link is invalid or has expired."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Choose another password */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 422,
                     *         "message": "Choose another password"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many registration attempts. Please try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 429,
                     *         "message": "Too many registration attempts. Please try again later."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    putApiCompaniesCompanyIdUsersCompleteRegistrationBasic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    firstName: string;
                    lastName: string;
                    phone: string;
                    password: string;
                    /** @constant */
                    acceptTerms: true;
                };
            };
        };
        responses: {
            /** @description Success, with no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match its schema; `details` lists each problem. This invitation is completed through the standard registration This invitation is completed through the basic registration */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            403: components["responses"]["ViewOnly"];
            /** @description This invitation link is invalid or has expired. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "This invitation link is invalid or has expired."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Choose another password */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 422,
                     *         "message": "Choose another password"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many registration attempts. Please try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 429,
                     *         "message": "Too many registration attempts. Please try again later."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdUsersDownloadBulkCreateTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet to fill in with new users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiV1IdentityCompaniesCompanyIdDownloadBulkEditTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company’s users as a spreadsheet to edit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiCompaniesCompanyIdUsersBulkUploadValidateCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkPreview"];
                };
            };
            /** @description This portal does not answer on this host name. Upload an .xlsx or .csv file. The file has more than 10,000 user rows. Split it into smaller files. The file has no user rows. The header row does not match the template. Download the template and keep its columns. Workbooks with macros are not accepted. Save the file as an .xlsx workbook without macros. The file is password-protected. Remove the password and upload it again. The file expands to far more data than a user list holds, so it was not read. The file could not be read as a spreadsheet. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description The file is larger than 5 MB. Split it into smaller files. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "The file is larger than 5 MB. Split it into smaller files."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send multipart/form-data"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiV1IdentityCompaniesCompanyIdUsersBulkEdit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkPreview"];
                };
            };
            /** @description This portal does not answer on this host name. Upload an .xlsx or .csv file. The file has more than 10,000 user rows. Split it into smaller files. The file has no user rows. The header row does not match the template. Download the template and keep its columns. Workbooks with macros are not accepted. Save the file as an .xlsx workbook without macros. The file is password-protected. Remove the password and upload it again. The file expands to far more data than a user list holds, so it was not read. The file could not be read as a spreadsheet. The tenant_id header must name the company of the path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description The file is larger than 5 MB. Split it into smaller files. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "The file is larger than 5 MB. Split it into smaller files."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send multipart/form-data"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiCompaniesCompanyIdUsersBulkTasksTaskIdApply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkTaskStarted"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description No bulk task of this company has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "No bulk task of this company has this id"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Confirm the override of existing users: upload with isOverrideConfirmed=true This bulk task was applied already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdUsersBulkTasksLatest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkTaskProgress"];
                };
            };
            /** @description The caller has started no bulk task in this company. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdUsersBulkTasksTaskId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkTaskProgress"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            /** @description No bulk task of this company has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "No bulk task of this company has this id"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdUsersBulkTasksTaskIdRejectedRows: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rows the task refused, each with its reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            /** @description No bulk task of this company has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "No bulk task of this company has this id"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiV1IdentityAccountsTenantIdAccessRequests: {
        parameters: {
            query?: {
                search?: string;
                page?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100";
                sortBy?: "createdOn" | "requestedBy" | "companyName";
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessRequestList"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiV1IdentityAccountsTenantIdBulkAccessRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantId: string;
                    approvals: {
                        /** Format: uuid */
                        requestId: string;
                        /** @enum {string} */
                        decision: "APPROVED" | "REJECTED";
                        /** @default null */
                        endDate?: string | null;
                        /** @default  */
                        note?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessApprovalsResult"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. An end date must be today or later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            /** @description A cross-site request, or a view-only caller. The caller may not act on this company, or lacks the permission. You cannot do this for this company */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description This company has no access request with these ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "This company has no access request with these ids"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description These access requests have been decided already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "These access requests have been decided already"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdAccessAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessAuditState"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    putApiCompaniesCompanyIdAccessAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    reviewedUsers: true;
                    /** @constant */
                    madeChanges: true;
                    /** @constant */
                    acknowledged: true;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessAuditState"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description This company has no access audit to complete */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "This company has no access audit to complete"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description This access audit has been completed already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "This access audit has been completed already"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdAccessAuditUsers: {
        parameters: {
            query?: {
                search?: string;
                page?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100";
                sortBy?: "name" | "email" | "decision";
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessReviewUserList"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            /** @description This company has no access audit to complete */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "This company has no access audit to complete"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    putApiCompaniesCompanyIdAccessAuditUsersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "KEEP" | "REMOVE";
                };
            };
        };
        responses: {
            /** @description Success, with no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description This company has no access audit to complete This company has no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description This access audit has been completed already You cannot remove your own access */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiAccessReviewCampaigns: {
        parameters: {
            query?: {
                search?: string;
                page?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100";
                sortBy?: "createdAt" | "dueDate";
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessReviewCampaignList"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotPermitted"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiAccessReviewCampaigns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    dueDate: string;
                    allCompanies: boolean;
                    companyIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenedCampaign"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotPermitted"];
            /** @description Some of the chosen companies do not exist or are not active */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "Some of the chosen companies do not exist or are not active"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description There is no active company to review */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "There is no active company to review"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Choose a due date from today on */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 422,
                     *         "message": "Choose a due date from today on"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiAccessReviewCampaignsCampaignIdCompanies: {
        parameters: {
            query?: {
                search?: string;
                page?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100";
                sortBy?: "companyName" | "status" | "completedAt";
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignCompanyList"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotPermitted"];
            /** @description There is no such access review */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "There is no such access review"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiAccessReviewCampaignsCampaignIdEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign’s evidence: every company’s review and decisions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotPermitted"];
            /** @description There is no such access review */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "There is no such access review"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdEmailDomains: {
        parameters: {
            query?: {
                search?: string;
                page?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100";
                sortBy?: "domain" | "createdOn";
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDomainList"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiCompaniesCompanyIdEmailDomains: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domainName: string;
                    /** @default false */
                    allowSubDomains?: boolean;
                    /** @default false */
                    is3pDomain?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDomainRow"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description This domain cannot be authorised */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "This domain cannot be authorised"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiCompaniesCompanyIdEmailDomainsValidate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domainName: string;
                    /** @default false */
                    allowSubDomains?: boolean;
                    /** @default false */
                    is3pDomain?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDomainCheck"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    putApiCompaniesCompanyIdEmailDomainsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allowSubDomains: boolean;
                    is3pDomain: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDomainRow"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description This company has no such authorised domain */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "This company has no such authorised domain"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description This domain cannot be authorised */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "This domain cannot be authorised"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    deleteApiCompaniesCompanyIdEmailDomainsDomainName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                domainName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, with no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description This company has no such authorised domain */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "This company has no such authorised domain"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdPartnerAssociationsValidate: {
        parameters: {
            query: {
                businessCode: string;
            };
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCheck"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesCompanyIdPartnerAssociations: {
        parameters: {
            query?: {
                search?: string;
                page?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100";
                sortBy?: "partner" | "partnerCode" | "createdOn";
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerAssociationList"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiCompaniesCompanyIdPartnerAssociations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessCode: string;
                    apps: string[];
                    /** @default null */
                    endsOn?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerAssociationRow"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. This company cannot give a partner these apps here Choose an end date from today on */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description This agency cannot be associated */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "This agency cannot be associated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    putApiCompaniesCompanyIdPartnerAssociationsAssociationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                associationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apps: string[];
                    /** @default null */
                    endsOn?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerAssociationRow"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. This company cannot give a partner these apps here Choose an end date from today on */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description This company has no such partner association */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "This company has no such partner association"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description This agency cannot be associated */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 409,
                     *         "message": "This agency cannot be associated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    deleteApiCompaniesCompanyIdPartnerAssociationsAssociationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                associationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, with no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnlyOrNotYourCompany"];
            /** @description This company has no such partner association */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "This company has no such partner association"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiV2IdentityTenantsTenantIdProducts: {
        parameters: {
            query?: {
                associated_tenant_id?: string;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        title: string;
                        associated: boolean;
                    }[];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiV2IdentityTenantsTenantIdFetchActivePartnerAccessApps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    partnerTenantIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivePartnerApps"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiAnalyticsReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportConfiguration"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiOscUserIncidents: {
        parameters: {
            query?: {
                page?: string;
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncidentPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiOscUserIncidentsIncidentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                incidentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncidentDetailView"];
                };
            };
            401: components["responses"]["NoSession"];
            /** @description There is no such ticket among yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "There is no such ticket among yours."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiOscUserIncidentsIncidentIdAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                incidentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket’s attached file, with its own content type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                    "text/plain": string;
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            401: components["responses"]["NoSession"];
            /** @description There is no such attachment among your tickets. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "There is no such attachment among your tickets."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiOscUserIncidentIncidentIdAddThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                incidentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncidentComment"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnly"];
            /** @description There is no such ticket among yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "There is no such ticket among yours."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiIncidents: {
        parameters: {
            query: {
                oscType: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncidentCreated"];
                };
            };
            /** @description The request does not match its schema; `details` lists each problem. The attachment must be one of these types: application/pdf, image/png, image/jpeg, image/gif, text/plain, text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/vnd.openxmlformats-officedocument.wordprocessingml.document. This site offers no such support type, issue, issue type or sub-issue type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["ViewOnly"];
            /** @description The attachment is too large: attach a file of 10 MB or less. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "The attachment is too large: attach a file of 10 MB or less."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send multipart/form-data"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiLcsContactUs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactUsCreated"];
                };
            };
            /** @description The attachment must be one of these types: application/pdf, image/png, image/jpeg, image/gif, text/plain, text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/vnd.openxmlformats-officedocument.wordprocessingml.document. This site offers no such support type, issue, issue type or sub-issue type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            403: components["responses"]["ViewOnly"];
            /** @description The bot check asks for a challenge to be completed first. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BotChallenge"];
                };
            };
            /** @description The attachment is too large: attach a file of 10 MB or less. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "The attachment is too large: attach a file of 10 MB or less."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send multipart/form-data"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiActivityLogs: {
        parameters: {
            query: {
                companyId: string;
                pageNumber?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100";
                sortBy?: "uiCreatedOnDate";
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    to: string;
                    timeZone: string;
                    /** @default [] */
                    events?: ("SIGN_IN" | "SIGN_OUT" | "SIGN_IN_REFUSED" | "USER_PROVISIONED" | "COMPANY_CONTEXT_SET" | "COMPANY_CONTEXT_RESET" | "COMPANY_CONTEXT_SWITCHED" | "SUPER_ADMIN_CREATED" | "PASSWORD_RESET_REQUESTED" | "PASSWORD_RESET" | "PROFILE_UPDATED" | "PREFERENCES_UPDATED" | "ACCESS_REQUESTED" | "TICKET_CREATED" | "TICKET_COMMENTED" | "CONTACT_REQUEST_SENT" | "USER_INVITED" | "INVITATION_RESENT" | "REGISTRATION_COMPLETED" | "USER_ACTIVATED" | "USER_ACCESS_CHANGED" | "USER_DELETED" | "USER_BLOCKED" | "USER_UNBLOCKED" | "USERS_EXPORTED" | "BULK_USERS_APPLIED" | "ACCESS_REQUEST_APPROVED" | "ACCESS_REQUEST_REJECTED" | "ACCESS_LAPSED" | "ACCESS_AUDIT_COMPLETED" | "ACCESS_REVIEW_DECIDED" | "ACCESS_REVIEW_CAMPAIGN_OPENED" | "ACCESS_REVIEW_DEADLINE_PASSED" | "EMAIL_DOMAIN_ADDED" | "EMAIL_DOMAIN_CHANGED" | "EMAIL_DOMAIN_DELETED" | "PARTNER_ASSOCIATED" | "PARTNER_ACCESS_CHANGED" | "PARTNER_ASSOCIATION_ENDED" | "PARTNER_ASSOCIATION_LAPSED")[];
                    /** @default [] */
                    applications?: string[];
                    /** @default  */
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLogPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiActivityLogsEventlist: {
        parameters: {
            query: {
                companyId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLogEventList"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiActivityLogsApplicationlist: {
        parameters: {
            query: {
                companyId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLogApplicationList"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiActivityLogsDownload: {
        parameters: {
            query: {
                companyId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    to: string;
                    timeZone: string;
                    /** @default [] */
                    events?: ("SIGN_IN" | "SIGN_OUT" | "SIGN_IN_REFUSED" | "USER_PROVISIONED" | "COMPANY_CONTEXT_SET" | "COMPANY_CONTEXT_RESET" | "COMPANY_CONTEXT_SWITCHED" | "SUPER_ADMIN_CREATED" | "PASSWORD_RESET_REQUESTED" | "PASSWORD_RESET" | "PROFILE_UPDATED" | "PREFERENCES_UPDATED" | "ACCESS_REQUESTED" | "TICKET_CREATED" | "TICKET_COMMENTED" | "CONTACT_REQUEST_SENT" | "USER_INVITED" | "INVITATION_RESENT" | "REGISTRATION_COMPLETED" | "USER_ACTIVATED" | "USER_ACCESS_CHANGED" | "USER_DELETED" | "USER_BLOCKED" | "USER_UNBLOCKED" | "USERS_EXPORTED" | "BULK_USERS_APPLIED" | "ACCESS_REQUEST_APPROVED" | "ACCESS_REQUEST_REJECTED" | "ACCESS_LAPSED" | "ACCESS_AUDIT_COMPLETED" | "ACCESS_REVIEW_DECIDED" | "ACCESS_REVIEW_CAMPAIGN_OPENED" | "ACCESS_REVIEW_DEADLINE_PASSED" | "EMAIL_DOMAIN_ADDED" | "EMAIL_DOMAIN_CHANGED" | "EMAIL_DOMAIN_DELETED" | "PARTNER_ASSOCIATED" | "PARTNER_ACCESS_CHANGED" | "PARTNER_ASSOCIATION_ENDED" | "PARTNER_ASSOCIATION_LAPSED")[];
                    /** @default [] */
                    applications?: string[];
                    /** @default  */
                    userId?: string;
                    /** @enum {string} */
                    locale: "en-US" | "es-MX" | "fr-CA";
                };
            };
        };
        responses: {
            /** @description The filtered entries as a spreadsheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotYourCompany"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompanies: {
        parameters: {
            query?: {
                search?: string;
                page?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100" | "500";
                sortBy?: "companyName" | "status" | "adminEmail" | "uiCompanyType";
                sortOrder?: "ASC" | "DESC";
                showProducts?: "true" | "false";
                companyTypes?: string;
                statuses?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyListPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotPermitted"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyTypeOptions"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotPermitted"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiCompaniesStatuses: {
        parameters: {
            query?: {
                companyTypes?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyStatuses"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotPermitted"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiUsersCompanies: {
        parameters: {
            query: {
                loginId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCompanies"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            /** @description You can only list your own companies */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 403,
                     *         "message": "You can only list your own companies"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description There is no user with this login id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "There is no user with this login id"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiUsers: {
        parameters: {
            query?: {
                pageNo?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100";
                sortBy?: "name" | "email" | "companyName" | "lastLogin" | "status";
                sortOrder?: "ASC" | "DESC";
                userType?: "EXTERNAL" | "INTERNAL" | "INTERNAL_MERCHANT" | "INTERNAL_ASSET_PROTECTION";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    /** @default {} */
                    filters?: {
                        /** @default [] */
                        roles?: ("SUPER_ADMIN" | "SUPER_ADMIN_SPECTATOR" | "SUPPLIER_ADMIN" | "REGULAR_USER" | "BASIC_USER" | "INTERNAL_ASSOCIATE" | "CATEGORY_MANAGER" | "MERCHANT" | "THIRD_PARTY_USER")[];
                        /** @default [] */
                        attributes?: string[];
                        /** @default [] */
                        sbu?: string[];
                        /** @default [] */
                        products?: string[];
                        /** @default [] */
                        companyIds?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalUserPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotPermitted"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiUsersExport: {
        parameters: {
            query?: {
                pageNo?: string;
                pageSize?: "10" | "25" | "50" | "75" | "100";
                sortBy?: "name" | "email" | "companyName" | "lastLogin" | "status";
                sortOrder?: "ASC" | "DESC";
                userType?: "EXTERNAL" | "INTERNAL" | "INTERNAL_MERCHANT" | "INTERNAL_ASSET_PROTECTION";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    /** @default {} */
                    filters?: {
                        /** @default [] */
                        roles?: ("SUPER_ADMIN" | "SUPER_ADMIN_SPECTATOR" | "SUPPLIER_ADMIN" | "REGULAR_USER" | "BASIC_USER" | "INTERNAL_ASSOCIATE" | "CATEGORY_MANAGER" | "MERCHANT" | "THIRD_PARTY_USER")[];
                        /** @default [] */
                        attributes?: string[];
                        /** @default [] */
                        sbu?: string[];
                        /** @default [] */
                        products?: string[];
                        /** @default [] */
                        companyIds?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description The matching users as a spreadsheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotPermitted"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiUsersFiltersRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalUserFilterValues"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotPermitted"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiUsersFiltersAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalUserFilterValues"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotPermitted"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiUsersFiltersSbu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalUserFilterValues"];
                };
            };
            401: components["responses"]["NoSession"];
            403: components["responses"]["NotPermitted"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiKbWorkspaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KbWorkspaceList"];
                };
            };
            401: components["responses"]["NoSession"];
            /** @description The knowledge base is not available on this site yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "The knowledge base is not available on this site yet"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiKnowledgeBaseTopArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KbTopArticles"];
                };
            };
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiKbWorkspacesWorkspaceHierarchy: {
        parameters: {
            query?: {
                title?: string;
            };
            header?: never;
            path: {
                workspace: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KbHierarchy"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            /** @description Your account does not have access to the knowledge base. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 403,
                     *         "message": "Your account does not have access to the knowledge base."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The knowledge base is not available on this site yet There is no workspace archive There is no such content on this site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiKbWorkspacesWorkspaceArticlesContentIdContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace: string;
                contentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KbArticle"];
                };
            };
            401: components["responses"]["NoSession"];
            /** @description Your account does not have access to the knowledge base. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 403,
                     *         "message": "Your account does not have access to the knowledge base."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The knowledge base is not available on this site yet There is no workspace archive There is no such content on this site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiV1ContentExecutePersistedQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    query: "kb-search";
                    variables: {
                        /** @enum {string} */
                        workspace: "charter" | "basic";
                        text: string;
                        /** @default 0 */
                        page?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KbSearchResult"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            /** @description Your account does not have access to the knowledge base. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 403,
                     *         "message": "Your account does not have access to the knowledge base."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Knowledge base search is not available on this site yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "Knowledge base search is not available on this site yet"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiWemSecuredTags: {
        parameters: {
            query: {
                parentAssetFolder: "release-notes";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentTagList"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiContentFragments: {
        parameters: {
            query: {
                assetFolder: "release-notes";
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentFragmentList"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiContentFragmentsDetails: {
        parameters: {
            query: {
                assetPath: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentFragment"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            /** @description There is no such content on this site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "There is no such content on this site"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiContentManagementFolderName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folder: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentFragment"];
                };
            };
            /** @description There is no such content on this site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "There is no such content on this site"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiContentManagementTermsAndConditionsNamePdf: {
        parameters: {
            query?: {
                locale?: "en-US" | "es-MX" | "fr-CA";
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms as a PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["InvalidRequest"];
            /** @description There is no such content on this site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "There is no such content on this site"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiV1CustomerSupportGlossaries: {
        parameters: {
            query?: {
                page_number?: string;
                page_size?: string;
                product_tag?: "chnl_perf_report_builder" | "shopper_behavior" | "customer_perception" | "digital_landscapes" | "chnl_perf_insights" | "chnl_perf_bi_link" | "chnl_perf_cloud_feeds" | "chnl_perf_data_feeds_api" | "mod_intel";
                topic?: "SALES" | "INVENTORY" | "STORE" | "ITEM" | "SUPPLIER" | "ECOMMERCE" | "SHOPPER";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlossaryPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiV1CustomerSupportSearchGlossaries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search_field: string;
                    /** @default 0 */
                    page_number?: number;
                    /** @default 20 */
                    page_size?: number;
                    /** @enum {string} */
                    product_tag_value?: "chnl_perf_report_builder" | "shopper_behavior" | "customer_perception" | "digital_landscapes" | "chnl_perf_insights" | "chnl_perf_bi_link" | "chnl_perf_cloud_feeds" | "chnl_perf_data_feeds_api" | "mod_intel";
                    /** @enum {string} */
                    topic?: "SALES" | "INVENTORY" | "STORE" | "ITEM" | "SUPPLIER" | "ECOMMERCE" | "SHOPPER";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlossaryPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postApiV1CustomerSupportExportGlossaries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search_field?: string;
                    /** @enum {string} */
                    product_tag_value?: "chnl_perf_report_builder" | "shopper_behavior" | "customer_perception" | "digital_landscapes" | "chnl_perf_insights" | "chnl_perf_bi_link" | "chnl_perf_cloud_feeds" | "chnl_perf_data_feeds_api" | "mod_intel";
                    /** @enum {string} */
                    topic?: "SALES" | "INVENTORY" | "STORE" | "ITEM" | "SUPPLIER" | "ECOMMERCE" | "SHOPPER";
                };
            };
        };
        responses: {
            /** @description The matching entries as a spreadsheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 413,
                     *         "message": "Payload Too Large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported Media Type: send application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 415,
                     *         "message": "Unsupported Media Type: send application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiV1CustomerSupportTags: {
        parameters: {
            query: {
                tag_name: "product" | "topic";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlossaryTagList"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document in Swagger UI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiDocsStartJs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script that starts Swagger UI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            401: components["responses"]["NoSession"];
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getApiDocsFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Swagger UI’s own stylesheet and script. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                    "text/javascript": string;
                };
            };
            401: components["responses"]["NoSession"];
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "message": "Not Found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            500: components["responses"]["Unexpected"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
}
