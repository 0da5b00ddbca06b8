// Contrato de prestação de serviços de tradução, versão, revisão e redação (copywriting, artigos,
// conteúdo): texto de origem e briefing, tradução juramentada excluída, contagem de palavras, rodadas
// de revisão e direitos autorais sobre a tradução (obra derivada) ou sobre o texto original.
// Leis em que se apoia (texto oficial no Planalto):
// - Código Civil, Lei 10.406/2002 (arts. 593 a 609): https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm
// - Direitos autorais, Lei 9.610/1998 (arts. 7º, I e XI, 24, 29, IV, e 49): https://www.planalto.gov.br/ccivil_03/leis/l9610.htm
// - Tradutor e intérprete público (tradução juramentada), Lei 14.195/2021 (arts. 22 a 34): https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2021/lei/l14195.htm
// - Código de Defesa do Consumidor, Lei 8.078/1990 (art. 37, publicidade): https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm
// - LGPD, Lei 13.709/2018: https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm
// - MP 2.200-2/2001, art. 10, § 2º: https://www.planalto.gov.br/ccivil_03/mpv/antigas_2001/2200-2.htm
// - Lei 14.063/2020 (assinaturas eletrônicas): https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2020/lei/l14063.htm
// Escrito para o Valora, 2026-11; modelo a adaptar, não revisado por advogado salvo indicação do operador.
import type { TemplateText } from '../types';

export const ptBR: TemplateText = {
  title: 'Contrato de prestação de serviços de tradução e redação',
  summary:
    'Para tradução, versão, revisão e redação de textos (copywriting, artigos, conteúdo): texto de origem, contagem de palavras, rodadas de revisão e direitos sobre o texto entregue.',
  clauses: [
    {
      key: 'partes',
      heading: 'Das partes',
      paragraphs: [
        'De um lado, {{profissional.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{profissional.cpf_cnpj}}, com endereço em {{profissional.endereco}} e e-mail {{profissional.email}}, doravante denominado(a) CONTRATADO(A).',
        'De outro lado, {{cliente.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{cliente.cpf_cnpj}}, com endereço em {{cliente.endereco}} e e-mail {{cliente.email}}, doravante denominado(a) CONTRATANTE.',
        'As partes celebram este contrato de prestação de serviços de tradução e redação, regido pelas cláusulas seguintes e pelos arts. 593 a 609 do Código Civil.',
        'Parágrafo único. Os e-mails indicados acima são os canais oficiais de comunicação entre as partes para todos os fins deste contrato, inclusive envio de textos, aprovações e notificações.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Objeto e escopo',
      paragraphs: [
        'O presente contrato tem por objeto a prestação, pelo(a) CONTRATADO(A), dos serviços de tradução, versão, revisão e/ou redação de textos descritos na proposta "{{proposta.titulo}}", de {{proposta.data}}, que integra este contrato, compreendendo os seguintes itens:',
        '{{proposta.itens}}',
        'Os idiomas de origem e de destino, o público e a finalidade do texto, o tom de voz, a extensão aproximada e o formato de entrega são os indicados na proposta ou no briefing aprovado pelas partes.',
        'Parágrafo único. Este contrato não compreende tradução juramentada (tradução pública), privativa de tradutor e intérprete público habilitado nos termos da Lei 14.195/2021, nem diagramação, legendagem, localização de software ou publicação dos textos, salvo se constarem expressamente da proposta. O texto entregue não tem fé pública.',
      ],
    },
    {
      key: 'texto_fonte',
      heading: 'Texto de origem, briefing e informações',
      paragraphs: [
        'O(A) CONTRATANTE fornecerá o texto de origem completo e definitivo, em formato editável sempre que possível, ou, no caso de redação, o briefing com as informações sobre o produto, o serviço ou o tema, o público, as palavras-chave e as referências, além de glossários e materiais de apoio de que disponha.',
        'O(A) CONTRATANTE é o(a) único(a) responsável pelo conteúdo, pela exatidão e pela licitude do texto de origem e das informações fornecidas, e declara ter o direito de mandar traduzir ou adaptar o texto de origem, na forma do art. 29, IV, da Lei 9.610/1998, quando não for o(a) seu(sua) autor(a).',
        'Erros, ambiguidades ou omissões do texto de origem serão apontados pelo(a) CONTRATADO(A) quando percebidos, mas não lhe cabe verificar a veracidade técnica ou científica do conteúdo. Em textos publicitários, as afirmações sobre produtos, preços e resultados são validadas pelo(a) CONTRATANTE, que responde por elas, inclusive perante o Código de Defesa do Consumidor (art. 37) e as normas do seu setor.',
        'Parágrafo único. Alterações no texto de origem ou no briefing depois do início do trabalho são tratadas como alteração de escopo.',
      ],
    },
    {
      key: 'contagem_palavras',
      heading: 'Contagem de palavras e base de cálculo',
      paragraphs: [
        'Na tradução e na revisão, o preço foi calculado sobre a contagem de palavras do texto de origem informada na proposta, apurada pelo contador de palavras de um editor de texto de uso comum. Na redação, o preço corresponde à extensão indicada na proposta para cada peça, admitida variação de 10 % (dez por cento) para mais ou para menos.',
        'Se o texto de origem efetivamente enviado tiver mais palavras do que as informadas na proposta, o excedente será cobrado proporcionalmente ao preço por palavra que resulta da proposta, mediante aviso ao(à) CONTRATANTE antes da entrega. Não haverá desconto por repetições, salvo se previsto na proposta.',
        'Parágrafo único. Textos em formato não editável (imagens, PDF digitalizado, manuscritos) e textos com formatação complexa exigem trabalho adicional de extração ou de formatação, que poderá ser cobrado como hora adicional, na forma da cláusula de alterações de escopo.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Prazos e entrega',
      paragraphs: [
        'Os textos serão entregues em até {{contrato.prazo_entrega}} dias corridos, contados do último destes eventos: o pagamento do sinal e o recebimento do texto de origem completo ou do briefing aprovado.',
        'As partes podem ajustar entregas parciais, por lote ou por peça, nas datas indicadas na proposta. A entrega se faz por e-mail ou por link, no formato indicado na proposta, e prazos urgentes, fora do ritmo normal de trabalho, podem ter acréscimo de preço, se assim previsto na proposta.',
        'Parágrafo único. Os atrasos do(a) CONTRATANTE no envio de textos, informações, respostas a dúvidas ou pagamentos prorrogam o prazo de entrega pelo mesmo período.',
      ],
    },
    {
      key: 'revisoes',
      heading: 'Rodadas de revisão e aprovação',
      paragraphs: [
        'Estão incluídas até 2 (duas) rodadas de revisão em cada texto de redação e 1 (uma) rodada de ajustes de preferência terminológica ou de estilo em cada tradução, pedidas por escrito em até 7 (sete) dias da entrega e reunidas em uma única lista por rodada.',
        'A correção de erros efetivos de tradução ou de redação, como omissões, erros de sentido, de gramática ou de ortografia, é gratuita e pode ser pedida em até 30 (trinta) dias da entrega, sem contar como rodada de revisão.',
        'Parágrafo único. Decorridos 7 (sete) dias da entrega sem pedido de revisão, o texto considera-se aprovado. Revisões além das incluídas, ou que mudem o briefing, o público ou a finalidade do texto, são alteração de escopo.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Preço e forma de pagamento',
      paragraphs: [
        'Pelos serviços descritos neste contrato, o(a) CONTRATANTE pagará ao(à) CONTRATADO(A) o valor total de {{proposta.total}}, da seguinte forma:',
        'a) sinal de {{proposta.sinal_percentual}} do valor total, equivalente a {{proposta.sinal_valor}}, na assinatura deste contrato; b) saldo de {{proposta.saldo}} em {{contrato.parcelas}} parcela(s), nas datas indicadas na proposta ou, na falta de indicação, a primeira na entrega dos textos e as demais a cada 30 (trinta) dias.',
        'Os pagamentos serão feitos por Pix para a chave {{profissional.pix}}, valendo o comprovante da transferência como recibo. Eventuais valores por palavras excedentes ou horas adicionais serão pagos com a parcela seguinte ou, se não houver, em até 10 (dez) dias da entrega.',
        'Parágrafo único. Os tributos incidentes sobre a remuneração do(a) CONTRATADO(A) são de sua responsabilidade, observadas as retenções que a lei impuser ao(à) CONTRATANTE.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Atraso no pagamento',
      paragraphs: [
        'O atraso no pagamento de qualquer valor sujeita o(a) CONTRATANTE à multa de 2 % (dois por cento) sobre o valor devido, a juros de mora de 1 % (um por cento) ao mês, calculados pro rata die, e à correção monetária pelo IPCA (IBGE), desde o vencimento até o efetivo pagamento.',
        'Parágrafo único. Persistindo o atraso por mais de 10 (dez) dias, o(a) CONTRATADO(A) poderá, mediante aviso por e-mail, suspender os trabalhos e as entregas até a regularização, prorrogando-se os prazos pelo período da suspensão.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Alterações de escopo',
      paragraphs: [
        'Serviços não previstos na proposta, como novos textos, idiomas adicionais, revisões além das incluídas, mudanças no texto de origem ou no briefing após o início do trabalho, formatação e adaptação para outros formatos, serão orçados à parte e só executados após a concordância do(a) CONTRATANTE por escrito, inclusive por e-mail.',
        'As horas adicionais serão cobradas ao valor de {{profissional.valor_hora}} por hora, valor-hora do(a) CONTRATADO(A), ou pelo preço por palavra ou por peça informado no orçamento, e o prazo de entrega será ajustado na mesma ocasião.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obrigações do(a) CONTRATADO(A)',
      paragraphs: [
        'São obrigações do(a) CONTRATADO(A): a) traduzir ou redigir os textos com fidelidade ao sentido do original ou ao briefing, correção gramatical e linguagem adequada ao público e à finalidade indicados; b) entregar textos originais, sem plágio, e respeitar as fontes citadas; c) consultar o(a) CONTRATANTE sobre dúvidas de terminologia ou de conteúdo que possam alterar o sentido; d) cumprir os prazos e os formatos ajustados; e) manter sigilo sobre os textos recebidos.',
        'Parágrafo único. O(A) CONTRATADO(A) pode usar ferramentas de apoio, como memórias de tradução, glossários, corretores e ferramentas de inteligência artificial, mas todo texto entregue passa por sua revisão humana integral e é de sua responsabilidade. Textos confidenciais ou com dados pessoais não serão inseridos em ferramentas que retenham o conteúdo ou o usem para treinamento.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obrigações do(a) CONTRATANTE',
      paragraphs: [
        'São obrigações do(a) CONTRATANTE: a) pagar os valores nos prazos ajustados; b) fornecer o texto de origem, o briefing e os materiais de apoio previstos neste contrato; c) informar a finalidade do texto, em especial se será publicado, usado em processo judicial ou administrativo, em documentação técnica, médica ou jurídica, ou em peças publicitárias; d) responder às dúvidas do(a) CONTRATADO(A) em até 3 (três) dias úteis; e) fazer as revisões e aprovações nos prazos previstos.',
        'Parágrafo único. Para textos destinados à publicação ou a uso crítico, recomenda-se que o(a) CONTRATANTE faça a leitura final do texto diagramado antes de publicá-lo, uma vez que a diagramação e a publicação não são feitas pelo(a) CONTRATADO(A).',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Direitos autorais',
      paragraphs: [
        'A tradução é obra intelectual protegida como obra derivada, e o texto de redação, como obra original, ambos nos termos da Lei 9.610/1998 (art. 7º, I e XI), sem prejuízo dos direitos do autor do texto de origem.',
        'Com a quitação integral do preço, o(a) CONTRATADO(A) cede ao(à) CONTRATANTE, em caráter definitivo e exclusivo, os direitos patrimoniais sobre os textos entregues, para uso em qualquer meio, no Brasil e no exterior, nas finalidades indicadas na proposta, nos termos do art. 49 da Lei 9.610/1998. Antes da quitação, os textos podem ser lidos e revisados, mas não publicados nem usados comercialmente.',
        'Os direitos morais do(a) CONTRATADO(A) são inalienáveis e irrenunciáveis (art. 24 da Lei 9.610/1998). O(A) CONTRATADO(A) concorda que os textos de redação sejam publicados sem o seu nome, sob a marca do(a) CONTRATANTE, o que não importa renúncia à autoria; em livros e demais publicações editoriais, o seu nome será indicado como tradutor(a).',
        'Parágrafo único. O(A) CONTRATADO(A) pode mencionar o trabalho e mostrar trechos já publicados no seu portfólio, salvo se o(a) CONTRATANTE o tiver declarado confidencial, e conserva a titularidade das suas memórias de tradução e glossários, dos quais excluirá as informações confidenciais do(a) CONTRATANTE.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidencialidade',
      paragraphs: [
        'As partes manterão em sigilo as informações não públicas a que tiverem acesso em razão deste contrato, em especial o conteúdo dos textos de origem ainda não publicados, estratégias, lançamentos, contratos e documentos pessoais, e não as usarão para outro fim.',
        'O(A) CONTRATADO(A) não divulgará os textos nem os compartilhará com terceiros, salvo revisores ou colaboradores sob sua responsabilidade, vinculados ao mesmo dever de sigilo, quando a proposta o previr ou o(a) CONTRATANTE autorizar.',
        'Parágrafo único. O dever de sigilo continua por 5 (cinco) anos após o término do contrato e não se aplica a informações que se tornem públicas sem culpa da parte que as recebeu ou cuja revelação seja exigida por lei ou por ordem judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Proteção de dados pessoais',
      paragraphs: [
        'As partes tratarão os dados pessoais envolvidos neste contrato de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei 13.709/2018). Cada parte é controladora dos dados que trata para os seus próprios fins, como os dados de contato e de cobrança, e responde pelo respectivo tratamento.',
        'Os dados pessoais contidos nos textos fornecidos pelo(a) CONTRATANTE, como nomes, documentos ou informações de saúde, serão tratados pelo(a) CONTRATADO(A) apenas para a execução deste contrato e segundo as instruções do(a) CONTRATANTE, com medidas de segurança adequadas, como armazenamento protegido por senha e acesso restrito.',
        'Parágrafo único. Concluídos os serviços e decorrido o prazo de correção previsto neste contrato, o(a) CONTRATADO(A) eliminará os textos de origem e as cópias de trabalho que contenham dados pessoais, ressalvados os que deva conservar por obrigação legal. Cada parte avisará a outra, sem demora, de incidente de segurança que envolva esses dados.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Rescisão',
      paragraphs: [
        'Qualquer das partes pode rescindir este contrato mediante aviso por escrito com antecedência mínima de 15 (quinze) dias. Em caso de descumprimento de obrigação, a parte prejudicada pode rescindi-lo de imediato se o problema não for sanado em 5 (cinco) dias da notificação.',
        'Na rescisão por iniciativa do(a) CONTRATANTE, sem culpa do(a) CONTRATADO(A), serão devidos: a) o valor do trabalho executado até a data do aviso, calculado proporcionalmente às palavras traduzidas ou aos textos entregues, incluído o trabalho do período de aviso; b) multa rescisória de 20 % (vinte por cento) sobre o valor da parte não executada. O sinal remunera o trabalho já iniciado e será abatido desses valores, sem devolução.',
        'Na rescisão por iniciativa do(a) CONTRATADO(A), sem culpa do(a) CONTRATANTE, o(a) CONTRATADO(A) entregará o trabalho já executado e devolverá o que tiver recebido além do seu valor, acrescido de multa de 20 % (vinte por cento) sobre o valor da parte não executada.',
        'Parágrafo único. Os textos entregues e pagos até a rescisão seguem a cláusula de direitos autorais; as cláusulas de confidencialidade e de proteção de dados continuam valendo.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitação de responsabilidade',
      paragraphs: [
        'A responsabilidade do(a) CONTRATADO(A) por qualquer dano decorrente deste contrato fica limitada ao valor efetivamente pago pelo(a) CONTRATANTE, e nenhuma das partes responde por danos indiretos ou lucros cessantes, salvo em caso de dolo ou culpa grave.',
        'O(A) CONTRATADO(A) não responde por erros decorrentes do texto de origem ou das informações fornecidas, por alterações feitas nos textos por terceiros depois da entrega, nem pelo uso dos textos em finalidade diversa da informada. Os resultados comerciais, de audiência ou de posicionamento em buscadores dos textos não são garantidos.',
        'Parágrafo único. O(A) CONTRATANTE responde pelos materiais que fornecer, incluindo o texto de origem, imagens e informações, e manterá o(a) CONTRATADO(A) indene de reclamações de terceiros, inclusive do autor do texto de origem, decorrentes deles.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Assinatura eletrônica',
      paragraphs: [
        'As partes concordam em assinar este contrato eletronicamente, pela plataforma Valora, com verificação do e-mail do signatário por código, e com registro do endereço IP, da data e hora e do hash SHA-256 do conteúdo assinado.',
        'As partes reconhecem esse meio de comprovação da autoria e da integridade como válido e eficaz entre elas, nos termos do art. 10, § 2º, da Medida Provisória 2.200-2/2001 e da Lei 14.063/2020, e o contrato assim assinado produz os mesmos efeitos de um contrato assinado em papel.',
      ],
    },
    {
      key: 'foro',
      heading: 'Foro',
      paragraphs: [
        'Fica eleito o foro da comarca de {{profissional.cidade}} para dirimir as questões oriundas deste contrato, ressalvado ao(à) CONTRATANTE que seja consumidor(a) o direito de propor ação no foro do seu domicílio.',
        'E, por estarem de acordo, as partes assinam este contrato eletronicamente.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
