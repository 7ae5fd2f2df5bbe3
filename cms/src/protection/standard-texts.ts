import { PAGE_SLUGS, TRANSLATION_LOCALES, type TranslationLocale } from '@bank/shared';
import { englishRows } from '../content/locales';
import { PAGES } from '../resources';

/** A standard page's texts in one language. */
interface PageTexts {
  title: string;
  meta_description: string;
  content: string;
}

/**
 * The customer-protection texts every RBI-regulated urban co-operative bank publishes in the same
 * words, in English with their Marathi and Hindi translations: seeded in every environment
 * (production too) when missing, then edited in the back office like any page. Paragraphs are
 * separated by a blank line; a line starting '- ' is a list item. A translation keeps the English
 * text's figures, addresses and lines, and the names RBI gives in its own Marathi and Hindi pages.
 */
export const STANDARD_TEXTS: readonly (PageTexts & {
  slug: string;
  translations: Readonly<Record<TranslationLocale, PageTexts>>;
})[] = [
  {
    slug: PAGE_SLUGS.customerProtection,
    title: 'Customer Protection',
    meta_description:
      'How to complain and escalate, the RBI Ombudsman, reporting an unauthorised transaction or a cyber fraud, and deposit insurance.',
    content: [
      'If you are not satisfied with a service of the bank, tell us. Every complaint is recorded with a reference number, and the time allowed for a reply runs from the day we receive it.',
      'Start at the first level below. If you receive no reply in the time shown, or the reply does not satisfy you, write to the next level, quoting your reference number.',
    ].join('\n\n'),
    translations: {
      mr: {
        title: 'ग्राहक संरक्षण',
        meta_description:
          'तक्रार कशी करावी आणि ती पुढे कशी न्यावी, रिझर्व्ह बँकेचे लोकपाल, अनधिकृत व्यवहार किंवा सायबर फसवणुकीची तक्रार, आणि ठेव विमा.',
        content: [
          'बँकेच्या एखाद्या सेवेबद्दल आपण समाधानी नसल्यास आम्हाला कळवा. प्रत्येक तक्रार संदर्भ क्रमांकासह नोंदवली जाते, आणि उत्तरासाठी दिलेली मुदत ती आम्हाला मिळाल्याच्या दिवसापासून मोजली जाते.',
          'खालील पहिल्या स्तरापासून सुरुवात करा. दाखवलेल्या मुदतीत उत्तर न मिळाल्यास, किंवा उत्तराने आपले समाधान न झाल्यास, आपला संदर्भ क्रमांक नमूद करून पुढील स्तराकडे लिहा.',
        ].join('\n\n'),
      },
      hi: {
        title: 'ग्राहक संरक्षण',
        meta_description:
          'शिकायत कैसे करें और उसे आगे कैसे ले जाएँ, रिज़र्व बैंक लोकपाल, अनधिकृत लेनदेन या साइबर धोखाधड़ी की सूचना, और जमा बीमा।',
        content: [
          'यदि आप बैंक की किसी सेवा से संतुष्ट नहीं हैं, तो हमें बताएँ। प्रत्येक शिकायत एक संदर्भ संख्या के साथ दर्ज की जाती है, और उत्तर के लिए निर्धारित समय उसके हमें प्राप्त होने के दिन से गिना जाता है।',
          'नीचे दिए गए पहले स्तर से आरंभ करें। यदि दर्शाए गए समय में उत्तर न मिले, या उत्तर से आप संतुष्ट न हों, तो अपनी संदर्भ संख्या का उल्लेख करते हुए अगले स्तर को लिखें।',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: PAGE_SLUGS.ombudsman,
    title: 'Reserve Bank - Integrated Ombudsman Scheme, 2021',
    meta_description: 'When and how to take a complaint to the RBI Ombudsman.',
    content: [
      'If the bank does not reply within 30 days of receiving your complaint, or you are not satisfied with its reply, you may complain to the Ombudsman under the Reserve Bank - Integrated Ombudsman Scheme, 2021.',
      'Complain online at https://cms.rbi.org.in, call the toll-free number 14448, or write to the Centralised Receipt and Processing Centre, Reserve Bank of India, 4th Floor, Sector 17, Chandigarh 160017.',
      "A complaint to the Ombudsman is made within one year of the bank's reply, or within one year and 30 days of your complaint when the bank has not replied. The service is free.",
    ].join('\n\n'),
    translations: {
      mr: {
        title: 'रिझर्व्ह बँक - एकात्मिक लोकपाल योजना, 2021',
        meta_description: 'रिझर्व्ह बँकेच्या लोकपालाकडे तक्रार केव्हा आणि कशी करावी.',
        content: [
          'आपली तक्रार मिळाल्यापासून 30 दिवसांत बँकेने उत्तर न दिल्यास, किंवा तिच्या उत्तराने आपले समाधान न झाल्यास, आपण रिझर्व्ह बँक - एकात्मिक लोकपाल योजना, 2021 अंतर्गत लोकपालाकडे तक्रार करू शकता.',
          'https://cms.rbi.org.in येथे ऑनलाइन तक्रार करा, 14448 या टोल-फ्री क्रमांकावर कॉल करा, किंवा केंद्रीकृत प्राप्ती आणि प्रक्रिया केंद्र, भारतीय रिझर्व्ह बँक, 4 था मजला, सेक्टर 17, चंदीगड 160017 येथे लिहा.',
          'लोकपालाकडे तक्रार बँकेच्या उत्तरापासून एक वर्षाच्या आत करावी, किंवा बँकेने उत्तर दिले नसल्यास आपल्या तक्रारीपासून एक वर्ष 30 दिवसांच्या आत करावी. ही सेवा निःशुल्क आहे.',
        ].join('\n\n'),
      },
      hi: {
        title: 'रिज़र्व बैंक - एकीकृत लोकपाल योजना, 2021',
        meta_description: 'रिज़र्व बैंक लोकपाल के पास शिकायत कब और कैसे करें।',
        content: [
          'यदि बैंक आपकी शिकायत प्राप्त होने के 30 दिनों के भीतर उत्तर नहीं देता, या आप उसके उत्तर से संतुष्ट नहीं हैं, तो आप रिज़र्व बैंक - एकीकृत लोकपाल योजना, 2021 के अंतर्गत लोकपाल के पास शिकायत कर सकते हैं।',
          'https://cms.rbi.org.in पर ऑनलाइन शिकायत करें, टोल-फ्री नंबर 14448 पर कॉल करें, या केंद्रीकृत प्राप्ति और प्रसंस्करण केंद्र, भारतीय रिज़र्व बैंक, 4थी मंजिल, सेक्टर 17, चंडीगढ़ 160017 को लिखें।',
          'लोकपाल के पास शिकायत बैंक के उत्तर से एक वर्ष के भीतर, या बैंक द्वारा उत्तर न दिए जाने पर आपकी शिकायत से एक वर्ष और 30 दिनों के भीतर की जानी चाहिए। यह सेवा निःशुल्क है।',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: PAGE_SLUGS.unauthorisedTransactions,
    title: 'Reporting an unauthorised electronic transaction',
    meta_description: 'Report an unauthorised transaction at once, and what you may have to bear under RBI rules.',
    content: [
      'Tell the bank at once, on the 24x7 number or e-mail above, whenever you see a transaction you did not make or receive an alert for one. The sooner you tell us, the less you can lose.',
      "What you bear, under the Reserve Bank's rules on customer liability:",
      "- Nothing, when the fraud or negligence is the bank's, whether or not you reported it.",
      "- Nothing, when the fault is neither yours nor the bank's but lies elsewhere in the system, and you tell the bank within 3 working days of its alert.",
      '- At most Rs 5,000 (basic savings accounts), Rs 10,000 (other savings accounts, and current accounts and credit limits up to Rs 25 lakh) or Rs 25,000 (other current and cash-credit accounts), when you tell the bank within 4 to 7 working days, or the transaction value if lower.',
      "- Beyond 7 working days, as the bank's board-approved customer protection policy says.",
      '- The whole loss until you report it, when the loss is due to your negligence, such as sharing your PIN or OTP.',
      'The bank credits the amount in dispute to your account within 10 working days of your report, and resolves the complaint within 90 days.',
    ].join('\n'),
    translations: {
      mr: {
        title: 'अनधिकृत इलेक्ट्रॉनिक व्यवहाराची तक्रार',
        meta_description:
          'अनधिकृत व्यवहाराची तक्रार त्वरित करा, आणि रिझर्व्ह बँकेच्या नियमांनुसार आपल्याला किती भार सोसावा लागू शकतो.',
        content: [
          'आपण न केलेला व्यवहार दिसताच, किंवा अशा व्यवहाराचा अलर्ट मिळताच, वर दिलेल्या 24x7 क्रमांकावर किंवा ई-मेलवर बँकेला त्वरित कळवा. आपण जितक्या लवकर कळवाल, तितके आपले नुकसान कमी होऊ शकते.',
          'ग्राहकाच्या दायित्वाबाबत रिझर्व्ह बँकेच्या नियमांनुसार आपल्याला सोसावा लागणारा भार:',
          '- काहीही नाही, जेव्हा फसवणूक किंवा निष्काळजीपणा बँकेचा असेल, आपण तक्रार केली असो वा नसो.',
          '- काहीही नाही, जेव्हा दोष आपला किंवा बँकेचा नसून प्रणालीत इतरत्र असेल, आणि आपण अलर्ट मिळाल्यापासून 3 कामकाजाच्या दिवसांत बँकेला कळवाल.',
          '- जास्तीत जास्त ₹5,000 (मूलभूत बचत बँक ठेव खाती), ₹10,000 (इतर बचत खाती, तसेच ₹25 लाखांपर्यंतची चालू खाती आणि कर्ज मर्यादा खाती) किंवा ₹25,000 (इतर चालू आणि कॅश-क्रेडिट खाती), जेव्हा आपण 4 ते 7 कामकाजाच्या दिवसांत बँकेला कळवाल; किंवा व्यवहाराची रक्कम यापेक्षा कमी असल्यास तेवढीच.',
          '- 7 कामकाजाच्या दिवसांनंतर, बँकेच्या संचालक मंडळाने मंजूर केलेल्या ग्राहक संरक्षण धोरणानुसार.',
          '- आपण तक्रार करेपर्यंतचे संपूर्ण नुकसान, जेव्हा ते आपल्या निष्काळजीपणामुळे झाले असेल, उदा. आपला PIN किंवा OTP इतरांना सांगणे.',
          'आपण तक्रार केल्यापासून 10 कामकाजाच्या दिवसांत बँक विवादित रक्कम आपल्या खात्यात जमा करते, आणि 90 दिवसांत तक्रारीचे निवारण करते.',
        ].join('\n'),
      },
      hi: {
        title: 'अनधिकृत इलेक्ट्रॉनिक लेनदेन की सूचना देना',
        meta_description: 'अनधिकृत लेनदेन की सूचना तुरंत दें, और रिज़र्व बैंक के नियमों के अनुसार आपको कितना वहन करना पड़ सकता है।',
        content: [
          'जब भी आपको ऐसा कोई लेनदेन दिखे जो आपने नहीं किया, या उसका अलर्ट मिले, तो ऊपर दिए गए 24x7 नंबर या ई-मेल पर बैंक को तुरंत सूचित करें। आप हमें जितनी जल्दी बताएँगे, आपका नुकसान उतना ही कम हो सकता है।',
          'ग्राहक देयता के संबंध में रिज़र्व बैंक के नियमों के अनुसार आपको क्या वहन करना होगा:',
          '- कुछ नहीं, जब धोखाधड़ी या लापरवाही बैंक की ओर से हो, चाहे आपने उसकी सूचना दी हो या नहीं।',
          '- कुछ नहीं, जब दोष न आपका हो न बैंक का, बल्कि प्रणाली में कहीं और हो, और आप अलर्ट मिलने के 3 कार्य दिवसों के भीतर बैंक को सूचित करें।',
          '- अधिकतम ₹5,000 (मूल बचत बैंक जमा खाते), ₹10,000 (अन्य बचत खाते, तथा ₹25 लाख तक के चालू खाते और ऋण-सीमा खाते) या ₹25,000 (अन्य चालू और नकदी ऋण खाते), जब आप 4 से 7 कार्य दिवसों के भीतर बैंक को सूचित करें; या लेनदेन का मूल्य, यदि वह इससे कम हो।',
          '- 7 कार्य दिवसों के बाद, बैंक के बोर्ड द्वारा अनुमोदित ग्राहक संरक्षण नीति के अनुसार।',
          '- सूचना देने तक का पूरा नुकसान, जब नुकसान आपकी लापरवाही के कारण हुआ हो, जैसे अपना PIN या OTP किसी को बताना।',
          'बैंक आपकी सूचना के 10 कार्य दिवसों के भीतर विवादित राशि आपके खाते में जमा करता है, और 90 दिनों के भीतर शिकायत का निवारण करता है।',
        ].join('\n'),
      },
    },
  },
  {
    slug: PAGE_SLUGS.cyberFraud,
    title: 'Cyber fraud',
    meta_description: 'Report a cyber fraud on the national helpline 1930 or at cybercrime.gov.in.',
    content: [
      'If you have lost money to an online fraud, call the national cyber crime helpline 1930 at once, and report it at https://cybercrime.gov.in. Then tell the bank.',
      'The bank will never ask you for these, by call, SMS, e-mail or link:',
      '- your PIN, password, OTP or CVV;',
      '- to install a screen-sharing or remote-access app;',
      '- to scan a QR code or enter your PIN to receive money;',
      '- to update your KYC through a link.',
    ].join('\n'),
    translations: {
      mr: {
        title: 'सायबर फसवणूक',
        meta_description: 'सायबर फसवणुकीची तक्रार राष्ट्रीय हेल्पलाइन 1930 वर किंवा cybercrime.gov.in वर करा.',
        content: [
          'ऑनलाइन फसवणुकीत आपले पैसे गेले असल्यास, राष्ट्रीय सायबर गुन्हे हेल्पलाइन 1930 वर त्वरित कॉल करा, आणि https://cybercrime.gov.in वर तक्रार नोंदवा. त्यानंतर बँकेला कळवा.',
          'बँक कॉल, SMS, ई-मेल किंवा लिंकद्वारे आपल्याला पुढील गोष्टी कधीही मागणार किंवा सांगणार नाही:',
          '- आपला PIN, पासवर्ड, OTP किंवा CVV;',
          '- स्क्रीन-शेअरिंग किंवा रिमोट-ॲक्सेस ॲप इन्स्टॉल करणे;',
          '- पैसे मिळवण्यासाठी QR कोड स्कॅन करणे किंवा आपला PIN टाकणे;',
          '- लिंकद्वारे आपले KYC अद्ययावत करणे.',
        ].join('\n'),
      },
      hi: {
        title: 'साइबर धोखाधड़ी',
        meta_description: 'साइबर धोखाधड़ी की शिकायत राष्ट्रीय हेल्पलाइन 1930 पर या cybercrime.gov.in पर करें।',
        content: [
          'यदि किसी ऑनलाइन धोखाधड़ी में आपका पैसा गया है, तो राष्ट्रीय साइबर अपराध हेल्पलाइन 1930 पर तुरंत कॉल करें, और https://cybercrime.gov.in पर उसकी शिकायत दर्ज करें। फिर बैंक को सूचित करें।',
          'बैंक कॉल, SMS, ई-मेल या लिंक के माध्यम से आपसे कभी भी ये नहीं माँगेगा, न ऐसा करने को कहेगा:',
          '- आपका PIN, पासवर्ड, OTP या CVV;',
          '- स्क्रीन-शेयरिंग या रिमोट-एक्सेस ऐप इंस्टॉल करना;',
          '- पैसे प्राप्त करने के लिए QR कोड स्कैन करना या अपना PIN डालना;',
          '- लिंक के माध्यम से अपना KYC अपडेट करना।',
        ].join('\n'),
      },
    },
  },
  {
    slug: PAGE_SLUGS.unclaimedDeposits,
    title: 'Unclaimed Deposits',
    meta_description: 'Search the list of unclaimed deposits, and how to claim one.',
    content: [
      "A deposit is unclaimed when no one has operated the account, or claimed a matured deposit, for 10 years or more. The bank then transfers the balance to the Reserve Bank's Depositor Education and Awareness (DEA) Fund.",
      'The money stays yours. The bank pays it, with interest where due, to the depositor or the legal heirs whenever it is claimed, and then claims it back from the Fund.',
      'To claim, visit any branch with:',
      '- the claim form below, filled in and signed;',
      '- proof of identity and address (KYC);',
      '- the passbook, deposit receipt or cheque book, if you have it;',
      '- for a deceased depositor, the death certificate and proof of being the nominee or legal heir.',
      "You can also search the unclaimed deposits of every bank on the Reserve Bank's UDGAM portal, https://udgam.rbi.org.in.",
    ].join('\n'),
    translations: {
      mr: {
        title: 'दावा न केलेल्या ठेवी',
        meta_description: 'दावा न केलेल्या ठेवींच्या यादीत शोधा, आणि ठेवीवर दावा कसा करावा.',
        content: [
          '10 वर्षे किंवा त्याहून अधिक काळ कोणीही खाते वापरले नसल्यास, किंवा मुदत संपलेल्या ठेवीवर दावा केला नसल्यास, ती ठेव दावा न केलेली ठरते. त्यानंतर बँक ती शिल्लक रक्कम रिझर्व्ह बँकेच्या ठेवीदार शिक्षण आणि जागरूकता (DEA) निधीत हस्तांतरित करते.',
          'ही रक्कम आपलीच राहते. दावा केला जाईल तेव्हा बँक ती, देय असल्यास व्याजासह, ठेवीदाराला किंवा कायदेशीर वारसांना देते, आणि नंतर ती निधीकडून परत मागते.',
          'दावा करण्यासाठी, पुढील कागदपत्रांसह कोणत्याही शाखेत या:',
          '- खालील दावा अर्ज, भरून आणि स्वाक्षरी करून;',
          '- ओळख आणि पत्त्याचा पुरावा (KYC);',
          '- पासबुक, ठेव पावती किंवा चेकबुक, आपल्याकडे असल्यास;',
          '- मृत ठेवीदाराच्या बाबतीत, मृत्यू प्रमाणपत्र आणि आपण नामनिर्देशित व्यक्ती किंवा कायदेशीर वारस असल्याचा पुरावा.',
          'सर्व बँकांच्या दावा न केलेल्या ठेवी आपण रिझर्व्ह बँकेच्या UDGAM पोर्टलवर, https://udgam.rbi.org.in येथेही शोधू शकता.',
        ].join('\n'),
      },
      hi: {
        title: 'अदावी जमाराशियाँ',
        meta_description: 'अदावी जमाराशियों की सूची में खोजें, और उन पर दावा कैसे करें।',
        content: [
          'जब 10 वर्ष या उससे अधिक समय तक किसी ने खाते का परिचालन नहीं किया हो, या परिपक्व जमा पर दावा नहीं किया हो, तो वह जमा अदावी हो जाती है। तब बैंक शेष राशि को रिज़र्व बैंक की जमाकर्ता शिक्षा और जागरूकता (DEA) निधि में अंतरित करता है।',
          'यह पैसा आपका ही रहता है। जब भी दावा किया जाए, बैंक इसका भुगतान, देय होने पर ब्याज सहित, जमाकर्ता या कानूनी उत्तराधिकारियों को करता है, और फिर निधि से इसकी प्रतिपूर्ति का दावा करता है।',
          'दावा करने के लिए, इनके साथ किसी भी शाखा में आएँ:',
          '- नीचे दिया गया दावा फ़ॉर्म, भरा हुआ और हस्ताक्षरित;',
          '- पहचान और पते का प्रमाण (KYC);',
          '- पासबुक, जमा रसीद या चेक बुक, यदि आपके पास हो;',
          '- मृतक जमाकर्ता के मामले में, मृत्यु प्रमाणपत्र और नामिती या कानूनी उत्तराधिकारी होने का प्रमाण।',
          'आप सभी बैंकों की अदावी जमाराशियाँ रिज़र्व बैंक के UDGAM पोर्टल, https://udgam.rbi.org.in पर भी खोज सकते हैं।',
        ].join('\n'),
      },
    },
  },
  {
    slug: PAGE_SLUGS.privacy,
    title: 'Privacy Notice',
    meta_description: 'What the forms on this site collect, why, how long the bank keeps it, and whom to ask.',
    content: [
      'This notice is given under the Digital Personal Data Protection Act, 2023.',
      "What we collect: the name, e-mail address, phone number and message you type into the contact form or the complaint form, with the time it was sent. The site sets no advertising or tracking cookie and loads no third-party script. It counts how many times each page is viewed each day; to avoid counting a reload twice, your network address and browser name are held in the server's memory for one minute, and never stored.",
      'Why: only to answer your enquiry or resolve your complaint, and, for complaints, to keep the record the Reserve Bank expects of the bank.',
      'How long: enquiries are kept for one year after they are answered; complaints for eight years after they are resolved, as the bank keeps its records of customer service. Then they are deleted.',
      "Who sees it: the bank's staff who answer you, and the Reserve Bank or its Ombudsman when a complaint is escalated. We do not sell or share it for marketing.",
      'Your rights: you may ask to see, correct or erase your data, or withdraw your consent, by writing to the Principal Nodal Officer named on the Customer Protection page. If we do not resolve it, you may complain to the Data Protection Board of India.',
    ].join('\n\n'),
    translations: {
      mr: {
        title: 'गोपनीयता सूचना',
        meta_description: 'या संकेतस्थळावरील फॉर्म कोणती माहिती घेतात, का, बँक ती किती काळ ठेवते, आणि कोणाकडे विचारणा करावी.',
        content: [
          'ही सूचना डिजिटल वैयक्तिक डेटा संरक्षण अधिनियम, 2023 अंतर्गत दिली आहे.',
          'आम्ही काय घेतो: संपर्क फॉर्ममध्ये किंवा तक्रार फॉर्ममध्ये आपण लिहिलेले नाव, ई-मेल पत्ता, फोन क्रमांक आणि संदेश, तो पाठवल्याच्या वेळेसह. हे संकेतस्थळ कोणतीही जाहिरात किंवा मागोवा घेणारी कुकी ठेवत नाही आणि कोणतीही त्रयस्थ स्क्रिप्ट लोड करत नाही. प्रत्येक पान दररोज किती वेळा पाहिले गेले हे ते मोजते; पान पुन्हा लोड केल्यास ते दोनदा मोजले जाऊ नये म्हणून, आपला नेटवर्क पत्ता आणि ब्राउझरचे नाव सर्व्हरच्या मेमरीत एक मिनिटभर ठेवले जाते, आणि कधीही साठवले जात नाही.',
          'का: केवळ आपल्या चौकशीला उत्तर देण्यासाठी किंवा आपल्या तक्रारीचे निवारण करण्यासाठी, आणि तक्रारींच्या बाबतीत, रिझर्व्ह बँकेला बँकेकडून अपेक्षित असलेली नोंद ठेवण्यासाठी.',
          'किती काळ: चौकश्या, त्यांना उत्तर दिल्यानंतर एक वर्ष ठेवल्या जातात; तक्रारी, निवारणानंतर आठ वर्षे, ज्याप्रमाणे बँक ग्राहक सेवेच्या आपल्या नोंदी ठेवते. त्यानंतर त्या हटवल्या जातात.',
          'ही माहिती कोण पाहते: आपल्याला उत्तर देणारे बँकेचे कर्मचारी, आणि तक्रार पुढे नेली गेल्यास रिझर्व्ह बँक किंवा तिचे लोकपाल. आम्ही ही माहिती विकत नाही किंवा विपणनासाठी कोणालाही देत नाही.',
          'आपले अधिकार: ग्राहक संरक्षण पानावर नाव दिलेल्या प्रधान नोडल अधिकाऱ्यांना लिहून, आपण आपली माहिती पाहण्याची, दुरुस्त करण्याची किंवा पुसून टाकण्याची विनंती करू शकता, किंवा आपली संमती मागे घेऊ शकता. आम्ही त्याचे निवारण न केल्यास, आपण भारतीय डेटा संरक्षण मंडळाकडे तक्रार करू शकता.',
        ].join('\n\n'),
      },
      hi: {
        title: 'गोपनीयता सूचना',
        meta_description: 'इस साइट के फ़ॉर्म कौन-सी जानकारी लेते हैं, क्यों, बैंक उसे कितने समय तक रखता है, और किससे पूछें।',
        content: [
          'यह सूचना डिजिटल वैयक्तिक डेटा संरक्षण अधिनियम, 2023 के अंतर्गत दी गई है।',
          'हम क्या एकत्र करते हैं: संपर्क फ़ॉर्म या शिकायत फ़ॉर्म में आपके द्वारा लिखा गया नाम, ई-मेल पता, फ़ोन नंबर और संदेश, उसे भेजे जाने के समय के साथ। यह साइट कोई विज्ञापन या ट्रैकिंग कुकी नहीं लगाती और किसी तृतीय पक्ष की स्क्रिप्ट लोड नहीं करती। साइट यह गिनती रखती है कि प्रत्येक पृष्ठ प्रतिदिन कितनी बार देखा गया; किसी पृष्ठ को दोबारा लोड करने पर उसे दो बार न गिना जाए, इसके लिए आपका नेटवर्क पता और ब्राउज़र का नाम सर्वर की मेमोरी में एक मिनट तक रखा जाता है, और कभी संग्रहीत नहीं किया जाता।',
          'क्यों: केवल आपकी पूछताछ का उत्तर देने या आपकी शिकायत का निवारण करने के लिए, और शिकायतों के मामले में, वह अभिलेख रखने के लिए जिसकी रिज़र्व बैंक बैंक से अपेक्षा करता है।',
          'कितने समय तक: पूछताछ उत्तर दिए जाने के बाद एक वर्ष तक रखी जाती है; शिकायतें निवारण के बाद आठ वर्ष तक, जैसे बैंक ग्राहक सेवा के अपने अभिलेख रखता है। उसके बाद उन्हें हटा दिया जाता है।',
          'इसे कौन देखता है: बैंक के वे कर्मचारी जो आपको उत्तर देते हैं, और शिकायत आगे ले जाए जाने पर रिज़र्व बैंक या उसके लोकपाल। हम इसे न बेचते हैं, न विपणन के लिए किसी को देते हैं।',
          'आपके अधिकार: ग्राहक संरक्षण पृष्ठ पर नामित प्रधान नोडल अधिकारी को लिखकर आप अपना डेटा देखने, सुधारने या मिटाने का अनुरोध कर सकते हैं, या अपनी सहमति वापस ले सकते हैं। यदि हम इसका समाधान नहीं करते, तो आप भारतीय डेटा संरक्षण बोर्ड के पास शिकायत कर सकते हैं।',
        ].join('\n\n'),
      },
    },
  },
];

/**
 * Creates each standard text whose page record is missing, then each Marathi and Hindi translation
 * its record has no row for yet. Nothing there is ever overwritten: a text or a translation the bank
 * edited in the back office stays as edited.
 */
export async function ensureStandardTexts(): Promise<{ created: number; translated: number }> {
  let created = 0;
  let translated = 0;
  for (const { translations, ...text } of STANDARD_TEXTS) {
    // The query engine sees every locale's rows, which share the slug: the record is the English one.
    let english: { documentId: string } | null = await strapi.db
      .query(PAGES.uid)
      .findOne({ select: ['documentId'], where: englishRows(PAGES.uid, { slug: text.slug }) });
    if (!english) {
      english = await strapi.documents(PAGES.uid).create({ data: text });
      created += 1;
    }
    const { documentId } = english;
    for (const locale of TRANSLATION_LOCALES) {
      if ((await strapi.db.query(PAGES.uid).count({ where: { documentId, locale } })) > 0) continue;
      await strapi.documents(PAGES.uid).update({ documentId, locale, data: translations[locale] });
      translated += 1;
    }
  }
  if (created > 0) strapi.log.info(`Customer-protection texts: ${created} page records created`);
  if (translated > 0) strapi.log.info(`Customer-protection texts: ${translated} translations written`);
  return { created, translated };
}
