// The Marathi and Hindi defaults of the texts written per language: what a Marathi or Hindi page
// shows while the bank has saved that text neither in its language nor in English. Only the CMS
// reads them (it answers the defaults filled in), so that the public site's pages do not carry them.
import type { TranslationLocale } from '../resources/translations';
import type { TranslatedSettingName } from './declaration';

/** Each language's default of each translated text, as the English `initial`: Latin digits, as Indian banks print them. */
export const SITE_SETTINGS_TRANSLATED_INITIALS: Readonly<
  Record<TranslationLocale, Readonly<Record<TranslatedSettingName, string>>>
> = {
  mr: {
    hero_title: 'खास तुमच्यासाठी वैयक्तिक बँकिंग सेवा',
    hero_text:
      'सभासदांच्या मालकीची सहकारी बँक: सुरक्षितपणे वाढणारी बचत आणि ठेवी, जवळच निर्णय होणारी कर्जे, आणि तुम्हाला नावाने ओळखणारी माणसे.',
    hero_button_label: 'अधिक वाचा',
    banking_hours: 'सकाळी 9.30 ते सायंकाळी 5.00',
    transaction_hours: 'सकाळी 10.00 ते दुपारी 4.00',
    holidays: 'रविवार, दुसरा व चौथा शनिवार आणि बँकेच्या दिनदर्शिकेतील इतर सार्वजनिक सुट्ट्या',
  },
  hi: {
    hero_title: 'ख़ास आपके लिए व्यक्तिगत बैंकिंग सेवाएँ',
    hero_text:
      'अपने सदस्यों के स्वामित्व वाला सहकारी बैंक: सुरक्षित रूप से बढ़ती बचत और जमा, आपके पास ही तय होने वाले ऋण, और आपको नाम से जानने वाले लोग।',
    hero_button_label: 'और पढ़ें',
    banking_hours: 'सुबह 9.30 से शाम 5.00 बजे तक',
    transaction_hours: 'सुबह 10.00 से दोपहर 4.00 बजे तक',
    holidays: 'रविवार, दूसरा और चौथा शनिवार तथा बैंक कैलेंडर के अन्य सार्वजनिक अवकाश।',
  },
};
