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
    responses: never;
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
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
                    "application/octet-stream": string;
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description A cross-site request, or a view-only caller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your account can view only: it cannot change anything"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this company, or lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "You cannot do this for this company"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller’s role lacks the permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Your role does not allow this"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description The request does not match its schema; `details` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description No session, or it ended: the message says why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "Missing token"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing of it is told. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 0,
                     *         "message": "An error occurred while processing your request. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
