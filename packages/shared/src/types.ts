/**
 * Records as the API returns them (CONTRACT §4). The CMS serializers produce exactly these shapes
 * and the two front ends read them; media fields are URL strings or null.
 */
export interface Page {
  id: number;
  slug: string;
  title: string;
  content: string | null;
  image: string | null;
  pdf: string | null;
  meta_title: string | null;
  meta_description: string | null;
  created_at: string;
  updated_at: string;
}

export interface GalleryItem {
  id: number;
  name: string;
  image: string | null;
}

export interface Deposit {
  id: number;
  name: string;
  details: string;
  interest_rate: number | null;
  image: string | null;
}

export type Loan = Deposit;

export interface Service {
  id: number;
  name: string;
  description: string;
  image: string | null;
  created_at: string;
  updated_at: string;
}

export interface Award {
  id: number;
  title: string;
  description: string;
  image: string | null;
}

export interface ManagementMember {
  id: number;
  name: string;
  title: string;
  image: string | null;
}

export interface Job {
  id: number;
  title: string;
  designation: string;
  experience: number;
  qualification: string;
  description: string;
}

export interface NewsItem {
  id: number;
  title: string;
  content: string;
  /** YYYY-MM-DD */
  date: string;
  document_path: string | null;
}

export interface PublishedDocument {
  id: number;
  title: string;
  document: string | null;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: string;
}

/** What a visitor sends from the contact form. */
export interface ContactEnquiry {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message?: string;
}

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
