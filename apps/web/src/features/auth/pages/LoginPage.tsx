import { LIMITS, LoginForm, type LoginResponse, RegisterFormRules } from "@ask/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSession } from "../../../lib/session";
import { textFields } from "../../../lib/text-fields";
import { useFeedback } from "../../../lib/use-feedback";
import { useLogin } from "../api/login";
import { useRegister } from "../api/register";
import { returnPath } from "../return-path";

export default function LoginPage() {
  useDocumentTitle("login");
  const { t, toastError } = useFeedback("auth");
  const { signIn } = useSession();
  const navigate = useNavigate();
  // A screen that needed a login (RequireAuth, useRequireLogin) passes the page to come back to,
  // e.g. the email's link /userCenter?verify_email=<code>.
  const { state } = useLocation();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const form = useForm<LoginForm>({
    resolver: zodResolver(LoginForm),
    defaultValues: { username: "", password: "" },
  });
  const busy = loginMutation.isPending || registerMutation.isPending;

  const finish = (result: LoginResponse, to: string) => {
    signIn(result);
    navigate(to, { replace: true });
  };

  const onLogin = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (result) => finish(result, returnPath(state, "/")),
      onError: (error) => toastError(error, "login_failed"),
    }),
  );

  const onRegister = form.handleSubmit((values) => {
    const checked = RegisterFormRules.safeParse(values);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof LoginForm;
        form.setError(field, { message: issue.message });
      }
      return;
    }
    registerMutation.mutate(checked.data, {
      onSuccess: (result) => finish(result, returnPath(state, "/userCenter")),
      onError: (error) => toastError(error, "register_failed"),
    });
  });

  const fieldError = (key?: string) =>
    key
      ? t(`validation.${key}`, { min: LIMITS.usernameMin, max: LIMITS.usernameMax, n: LIMITS.passwordMin })
      : " ";
  const field = textFields(form, fieldError);

  return (
    <Box sx={{ display: "flex", justifyContent: "center", px: 2, py: { xs: 4, md: 8 } }}>
      <Card sx={{ width: "100%", maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography sx={{ fontWeight: 700 }} variant="h5" component="h1" gutterBottom>
            {t("title")}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {t("subtitle")}
          </Typography>
          <Box component="form" onSubmit={onLogin} noValidate>
            <Stack spacing={1}>
              <TextField
                label={t("username")}
                autoComplete="username"
                {...field("username")}
                slotProps={{ htmlInput: { "data-testid": "username" } }}
              />
              <TextField
                label={t("password")}
                type="password"
                autoComplete="current-password"
                {...field("password")}
                slotProps={{ htmlInput: { "data-testid": "password" } }}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={busy}
                data-testid="submit-login"
              >
                {t("login")}
              </Button>
              <Button
                variant="outlined"
                size="large"
                disabled={busy}
                onClick={onRegister}
                data-testid="submit-register"
              >
                {t("register")}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
