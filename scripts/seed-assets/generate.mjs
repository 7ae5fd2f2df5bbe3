#!/usr/bin/env node
// Regenerates the demo pictures (images/*.jpg) and documents (pdfs/*.pdf) that the CMS seeds on
// first start. Deterministic: the same script gives the same files. Run: npm run seed-assets
import { mkdirSync, createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import PDFDocument from 'pdfkit';
import { PALETTE, backdrop, portrait, scenes } from './illustrations.mjs';
import { DOCUMENTS } from './documents.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const imagesDir = path.join(here, 'images');
const pdfsDir = path.join(here, 'pdfs');
mkdirSync(imagesDir, { recursive: true });
mkdirSync(pdfsDir, { recursive: true });

/** file name -> [scene, width, height, background gradient] */
const PICTURES = {
  'about-us': ['building', 1600, 1000],
  'gallery-branch-inauguration': ['ribbon', 1200, 800],
  'gallery-annual-general-meeting': ['people', 1200, 800],
  'gallery-customer-meet': ['meeting', 1200, 800],
  'gallery-staff-training': ['training', 1200, 800],
  'gallery-tree-plantation': ['trees', 1200, 800, ['#eef7ee', '#d4ecd6']],
  'gallery-financial-literacy-camp': ['literacy', 1200, 800],
  'deposit-savings-account': ['piggy', 1200, 800],
  'deposit-fixed-deposit': ['coins', 1200, 800],
  'deposit-recurring-deposit': ['calendar', 1200, 800],
  'deposit-senior-citizen-fd': ['shield', 1200, 800],
  'deposit-current-account': ['briefcase', 1200, 800],
  'loan-housing': ['house', 1200, 800, ['#eef5fb', '#cfe3f5']],
  'loan-gold': ['gold', 1200, 800, ['#fbf6ea', '#f1e3bf']],
  'loan-vehicle': ['car', 1200, 800],
  'loan-agricultural': ['tractor', 1200, 800, ['#f3f8ee', '#dcebcf']],
  'loan-business-msme': ['growth', 1200, 800],
  'service-neft-rtgs': ['transfer', 1200, 800],
  'service-cts-clearing': ['cheque', 1200, 800],
  'service-atm-debit-card': ['atm', 1200, 800],
  'service-locker': ['locker', 1200, 800],
  'service-mobile-banking': ['mobile', 1200, 800],
  'award-best-urban-bank': ['trophy', 1200, 800, ['#f8f4ea', '#efe2c2']],
  'award-npa-management': ['medal', 1200, 800],
  'award-digital-initiative': ['certificate', 1200, 800],
  'award-customer-service': ['trophy', 1200, 800, ['#eaf4f4', '#cce6e6']],
  'news-agm-2026': ['people', 1200, 800, ['#f7f4ec', '#e9e1cf']],
  'news-new-branch': ['branch', 1200, 800],
  'news-upi-launch': ['mobile', 1200, 800, ['#eaf4f4', '#cce6e6']],
  'news-financial-literacy': ['literacy', 1200, 800, ['#f8f4ea', '#efe2c2']],
};

/** file name -> portrait colours [background gradient, clothes, skin, hair, long hair] */
const PORTRAITS = {
  'management-chairman': [['#dce8f7', '#b9cfee'], PALETTE.navy, '#c99470', '#2b2b2b', false],
  'management-vice-chairperson': [['#f6e9d4', '#ecd3aa'], PALETTE.rose, '#e0b48a', '#1f1a17', true],
  'management-ceo': [['#d9efef', '#b5dede'], PALETTE.deep, '#d2a27c', '#3a3a3a', false],
  'management-general-manager': [['#eef3fa', '#d3def0'], PALETTE.teal, '#b98462', '#202020', false],
  'management-director-1': [['#f3eee4', '#e3d7c1'], '#5b4a8a', '#e6b995', '#2a2320', true],
  'management-director-2': [['#e8f1e6', '#cfe3ca'], PALETTE.ink, '#c38d68', '#6b6b6b', false],
};

async function writeJpeg(name, svg, width, height) {
  const file = path.join(imagesDir, `${name}.jpg`);
  const info = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${svg}</svg>`,
    ),
  )
    .jpeg({ quality: 80, progressive: true, mozjpeg: true })
    .toFile(file);
  console.log(`images/${name}.jpg  ${width}x${height}  ${(info.size / 1024).toFixed(0)} kB`);
}

for (const [name, [scene, width, height, gradient]] of Object.entries(process.argv.length > 2 ? {} : PICTURES)) {
  // Scenes are drawn on 1200 x 800; larger pictures scale them up.
  const inner = `<g transform="scale(${width / 1200} ${height / 800})">${backdrop(1200, 800, ...(gradient ?? []))}${scenes[scene]()}</g>`;
  await writeJpeg(name, inner, width, height);
}
for (const [name, colours] of Object.entries(process.argv.length > 2 ? {} : PORTRAITS)) {
  await writeJpeg(name, portrait(...colours), 800, 800);
}

/** A letter-headed A4 document: bank name, address, gold rule, reference, date, then the body. */
function writePdf(document) {
  return new Promise((resolve, reject) => {
    const file = path.join(pdfsDir, `${document.file}.pdf`);
    const pdf = new PDFDocument({
      size: 'A4',
      margins: { top: 56, left: 56, right: 56, bottom: 40 },
      info: {
        Title: document.title,
        Author: 'Vishwas Co-operative Urban Bank Ltd.',
        CreationDate: new Date('2026-11-01T00:00:00Z'),
      },
    });
    const out = createWriteStream(file);
    pdf.pipe(out);
    pdf.rect(0, 0, pdf.page.width, 92).fill(PALETTE.navy);
    pdf.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text('Vishwas Co-operative Urban Bank Ltd.', 56, 28);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text('Vishwas Bhavan, 214 Karve Road, Kothrud, Pune 411038  |  020-2545 6700  |  info@vishwasbank.in', 56, 54);
    pdf.rect(0, 92, pdf.page.width, 5).fill(PALETTE.gold);
    pdf
      .fillColor(PALETTE.ink)
      .font('Helvetica')
      .fontSize(9)
      .text(`Ref.: ${document.reference}`, 56, 118)
      .text(`Date: ${document.date}`, 56, 118, { align: 'right' });
    pdf.moveDown(2).font('Helvetica-Bold').fontSize(16).fillColor(PALETTE.navy).text(document.title, { align: 'left' });
    pdf.moveDown(0.8).font('Helvetica').fontSize(10.5).fillColor(PALETTE.ink);
    for (const block of document.body) {
      if (typeof block === 'string') {
        pdf.text(block, { align: 'justify', lineGap: 2 }).moveDown(0.7);
      } else if (block.heading) {
        pdf
          .moveDown(0.3)
          .font('Helvetica-Bold')
          .fontSize(11.5)
          .fillColor(PALETTE.navy)
          .text(block.heading)
          .moveDown(0.3);
        pdf.font('Helvetica').fontSize(10.5).fillColor(PALETTE.ink);
      } else if (block.table) {
        const [header, ...rows] = block.table;
        const widths = block.widths;
        const drawRow = (cells, bold) => {
          const y = pdf.y;
          let x = 56;
          pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
          cells.forEach((cell, i) => {
            pdf.text(cell, x + 4, y + 4, { width: widths[i] - 8 });
            x += widths[i];
          });
          const height = 20;
          pdf
            .moveTo(56, y + height)
            .lineTo(56 + widths.reduce((a, b) => a + b, 0), y + height)
            .strokeColor('#c9d3e3')
            .lineWidth(0.7)
            .stroke();
          pdf.y = y + height + 2;
          pdf.x = 56;
        };
        drawRow(header, true);
        rows.forEach((row) => drawRow(row, false));
        pdf.moveDown(0.8);
      } else if (block.list) {
        pdf.list(block.list, { bulletRadius: 2, textIndent: 14, lineGap: 2 }).moveDown(0.7);
      }
    }
    pdf
      .moveDown(1.5)
      .font('Helvetica')
      .text('For Vishwas Co-operative Urban Bank Ltd.')
      .moveDown(2)
      .font('Helvetica-Bold')
      .text(document.signatory ?? 'Chief Executive Officer');
    pdf
      .fontSize(8)
      .fillColor('#6b7686')
      .text(
        'This document is issued for the information of members and customers. Rates and charges are subject to change; please confirm at your branch.',
        56,
        pdf.page.height - 70,
        { width: pdf.page.width - 112, align: 'center' },
      );
    pdf.end();
    out.on('finish', () => {
      console.log(`pdfs/${document.file}.pdf  ${document.title}`);
      resolve();
    });
    out.on('error', reject);
  });
}

// `node generate.mjs name …` writes only the named documents (pictures are skipped then).
const only = process.argv.slice(2);
for (const document of DOCUMENTS) if (only.length === 0 || only.includes(document.file)) await writePdf(document);
