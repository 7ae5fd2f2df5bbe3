/**
 * Shapes of the back-office session and of the API's errors. Record types sit with their resource in
 * resources/; the CMS serializers produce exactly those shapes and the two front ends read them.
 */
export interface LoginRequest {
  email: string;
  password: string;
  /** Ticked 'Remember Me': a longer-lived token. */
  remember?: boolean;
}

export interface LoginResponse {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the token expires. */
  expires_in: number;
}

export interface VerifyResponse {
  email: string;
}

/** Every error answer of the API. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}
